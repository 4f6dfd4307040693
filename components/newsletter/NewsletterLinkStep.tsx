// A newsletter link's page (issue 17): the confirm or the unsubscribe link of a mail. Opening the link
// only shows what its button will do (mail scanners open links too): the address, the lists and a plain
// form post to the API, which sends the reader back here with the outcome. A link that cannot be used
// says why and where to go on.
import { NEWSLETTER_API, NEWSLETTER_SIGNUP_DOC } from '@/lib/newsletter/newsletterPaths';
import { paths } from '@/lib/routing/paths';
import type { NewsletterKey } from '@/lib/i18n/newsletter';
import type { LinkOutcome } from '@/lib/newsletter/linkOutcomes';
import type { NewsletterPageView } from '@/lib/view/newsletterPage';
import * as article from '../article/article.css';
import * as styles from './newsletter.css';
import { useNewsletterText } from './useNewsletterText';

type LinkView = Extract<NewsletterPageView, { step: 'confirm' | 'unsubscribe' }>;

const outcomeTexts = {
  confirm: {
    done: 'newsletter.confirm.done',
    used: 'newsletter.confirm.used',
    expired: 'newsletter.confirm.expired',
    invalid: 'newsletter.link.invalid',
  },
  unsubscribe: {
    done: 'newsletter.unsubscribe.done',
    used: 'newsletter.unsubscribe.already',
    // Unsubscribe links do not expire; kept for a crafted query.
    expired: 'newsletter.link.invalid',
    invalid: 'newsletter.link.invalid',
  },
} as const satisfies Record<LinkView['step'], Record<LinkOutcome, NewsletterKey>>;

export function NewsletterLinkStep({ view }: { view: LinkView }) {
  const t = useNewsletterText();
  const confirm = view.step === 'confirm';
  return (
    <>
      {view.kind === 'ask' ? (
        <>
          <p className={article.lead}>
            {t(confirm ? 'newsletter.confirm.intro' : 'newsletter.unsubscribe.intro', {
              email: view.email,
            })}
          </p>
          <ListNames lists={view.lists} />
          <form
            method="post"
            action={confirm ? NEWSLETTER_API.confirm : NEWSLETTER_API.unsubscribe}
          >
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className={styles.button}>
              {t(confirm ? 'newsletter.confirm.button' : 'newsletter.unsubscribe.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p className={article.lead} role={view.outcome === 'done' ? 'status' : undefined}>
            {t(outcomeTexts[view.step][view.outcome])}
          </p>
          <ListNames lists={view.lists} />
        </>
      )}
      <p className={styles.links}>
        <a href={paths.doc(NEWSLETTER_SIGNUP_DOC)}>{t('newsletter.link.toSignup')}</a>
        <a href={paths.home()}>{t('newsletter.link.home')}</a>
      </p>
    </>
  );
}

function ListNames({ lists }: { lists: LinkView['lists'] }) {
  const t = useNewsletterText();
  if (lists.length === 0) return null;
  return (
    <ul className={styles.lists} aria-label={t('newsletter.link.lists')}>
      {lists.map((list) => (
        <li key={list.code}>
          <strong>{list.name}</strong> <span className={styles.muted}>({list.frequency})</span>
        </li>
      ))}
    </ul>
  );
}
