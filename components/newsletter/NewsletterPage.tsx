// The newsletter pages under /hirlevel (issue 17): the sign-up page (the form, or a plain form post's
// outcome: check your mailbox) and the confirm and unsubscribe links' pages. Never indexed: they are
// about one reader's address.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import type { NewsletterKey } from '@/lib/i18n/newsletter';
import { SIGNUP_MAIL_OUTCOMES } from '@/lib/newsletter/signupProblem';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { NewsletterPageProps } from '@/lib/view/newsletterPage';
import * as article from '../article/article.css';
import * as styles from './newsletter.css';
import { NewsletterLinkStep } from './NewsletterLinkStep';
import { NewsletterSignupForm } from './NewsletterSignupForm';
import { useNewsletterText } from './useNewsletterText';

const titles = {
  signup: 'newsletter.signup.title',
  confirm: 'newsletter.confirm.title',
  unsubscribe: 'newsletter.unsubscribe.title',
} as const satisfies Record<NewsletterPageProps['view']['step'], NewsletterKey>;

export function NewsletterPage({ view }: NewsletterPageProps) {
  const t = useNewsletterText();
  const title = t(titles[view.step]);
  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1 className={article.title}>{title}</h1>
      {view.step === 'signup' ? (
        view.kind === 'sent' ? (
          <>
            <p className={article.lead} role="status">
              {t(SIGNUP_MAIL_OUTCOMES[view.mail].page)}
            </p>
            <p className={styles.links}>
              <a href={paths.home()}>{t('newsletter.link.home')}</a>
            </p>
          </>
        ) : (
          <div className={styles.signup}>
            <NewsletterSignupForm lists={view.lists} initialProblem={view.problem} />
          </div>
        )
      ) : (
        <NewsletterLinkStep view={view} />
      )}
    </div>
  );
}
