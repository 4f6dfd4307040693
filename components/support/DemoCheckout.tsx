// The demo checkout (/demo-fizetes): stands in for the payment provider so the demo and the e2e tests
// can finish a payment either way. Says plainly that it is a demo, shows what would be charged and
// offers the two outcomes as links back to our result pages.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { DemoCheckoutProps } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import * as styles from './support.css';

export function DemoCheckout({
  request,
  currency,
  campaignHref,
}: Omit<DemoCheckoutProps, 'shell'>) {
  const t = usePageText();
  const number = new Intl.NumberFormat(intlLocales[useLocale()]);
  const title = t('support.demo.title');
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <article className={styles.page}>
        <h1 className={article.title}>{title}</h1>
        <p className={article.lead}>{t('support.demo.notice')}</p>
        {request ? (
          <section className={styles.panel} aria-labelledby="demo-choose-heading">
            <p>
              <strong>
                {t(
                  request.period === 'monthly'
                    ? 'support.demo.summary.monthly'
                    : 'support.demo.summary.once',
                  { amount: number.format(request.amount), sign: currency.sign },
                )}
              </strong>
            </p>
            <p className={styles.muted}>{t('support.demo.button', { id: request.buttonId })}</p>
            <h2 id="demo-choose-heading">{t('support.demo.choose')}</h2>
            <p className={styles.actions}>
              <a className={styles.button} href={request.successHref}>
                {t('support.demo.success')}
              </a>
              <a className={styles.button} href={request.failureHref}>
                {t('support.demo.failure')}
              </a>
            </p>
          </section>
        ) : (
          <>
            <p role="alert" className={styles.error}>
              {t('support.demo.invalid')}
            </p>
            <p>
              <Link href={campaignHref}>{t('support.demo.back')}</Link>
            </p>
          </>
        )}
      </article>
    </>
  );
}
