// Where a page shows the newsletter promo box (issue 17): under an article's body and on the front page.
// The front and article pages' JavaScript is at its budget, so this part is all they carry: the box
// itself loads lazily (React.lazy; the server renders it all the same, and it works without its chunk:
// native <details>, plain form posts), and the hiding before paint is CSS (newsletterPromo.css.ts) on
// the <head> script's mark. No promo in the newsroom's app (issue 18).
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import type { PromoPlace } from '@/lib/rules/newsletterPromo';
import { useRenderMode } from '../app/RenderModeContext';
import * as styles from './newsletterPromo.css';

const NewsletterPromo = lazyComponent(() => import('./NewsletterPromo'), 'NewsletterPromo');

export function NewsletterPromoSlot({ place, back }: { place: PromoPlace; back: string }) {
  if (useRenderMode() === 'app') return null;
  return (
    <div className={styles.promo} data-place={place}>
      <Suspense fallback={null}>
        <NewsletterPromo place={place} back={back} />
      </Suspense>
    </div>
  );
}
