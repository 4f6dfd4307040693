// The newsletter promo box (issue 17; SPEC section 4: "Newsletter promo hide: permanent or temporary.
// An accordion toggles open/closed"): a short pitch in a native <details> (no script, keyboard ready)
// with the link to the sign-up page, and the two hide buttons, a plain form post each
// (/api/newsletter/promo sets the cookie and sends the reader back here). Loaded lazily by
// NewsletterPromoSlot, which also carries its styles.
import { useLocale } from '@/lib/i18n/LocaleContext';
import { newsletterPromoEn } from '@/lib/i18n/newsletterPromo.en';
import { newsletterPromoHu } from '@/lib/i18n/newsletterPromo.hu';
import { NEWSLETTER_API, NEWSLETTER_SIGNUP_DOC } from '@/lib/newsletter/newsletterPaths';
import { paths } from '@/lib/routing/paths';
import type { PromoHideKind, PromoPlace } from '@/lib/rules/newsletterPromo';

const texts = { hu: newsletterPromoHu, en: newsletterPromoEn };

export function NewsletterPromo({ place, back }: { place: PromoPlace; back: string }) {
  const t = texts[useLocale()];
  const titleId = `newsletter-promo-${place}`;
  const hide = (kind: PromoHideKind) => ({ type: 'submit' as const, name: 'kind', value: kind });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t['promo.title']}</h2>
      <details>
        <summary>{t['promo.summary']}</summary>
        <p>{t['promo.pitch']}</p>
        <a href={paths.doc(NEWSLETTER_SIGNUP_DOC)}>{t['promo.cta']}</a>
      </details>
      <form method="post" action={NEWSLETTER_API.promo} aria-label={t['promo.hide']}>
        <input type="hidden" name="place" value={place} />
        {/* A path on this site, or the front page (the API refuses anything else). */}
        <input type="hidden" name="back" value={/^\/(?!\/)/.test(back) ? back : '/'} />
        <button {...hide('temporary')}>{t['promo.later']}</button>
        <button {...hide('permanent')}>{t['promo.never']}</button>
      </form>
    </section>
  );
}
