// Where the sign-up document (/dokumentum/feliratkozas-hirlevelekre) shows the newsletter form, under
// its body. The form's code loads lazily (React.lazy, like the live blog's posts): the server renders
// it all the same, so it works before (and without) that chunk; its styles come with this module, so
// the first paint has them.
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import type { NewsletterSignupView } from '@/lib/view/newsletterPage';
import * as styles from './newsletter.css';

const NewsletterSignupForm = lazyComponent(
  () => import('./NewsletterSignupForm'),
  'NewsletterSignupForm',
);

export function NewsletterSignupSlot({ lists }: NewsletterSignupView) {
  return (
    <div className={styles.signup}>
      <Suspense fallback={null}>
        <NewsletterSignupForm lists={lists} />
      </Suspense>
    </div>
  );
}
