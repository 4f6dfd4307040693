// The demo checkout (/demo-fizetes): stands in for the payment provider so the demo and the e2e tests
// can finish a payment either way. Says plainly that it is a demo, shows what would be charged, asks
// for the payer's email as a provider does, and offers the two outcomes: the form posts to the demo
// provider (issue 32, pages/api/payments/demo.ts), which sends our callback endpoint the signed
// callbacks of that outcome and then returns the reader to our result page.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { pageTitle } from '@/lib/rules/pageTitle';
import { paths } from '@/lib/routing/paths';
import { PAYMENT_FIELD_NAMES } from '@/lib/view/supportPage';
import type { DemoCheckoutProps } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import * as styles from './support.css';

export function DemoCheckout({
  request,
  currency,
  switches,
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
            <form method="post" action={paths.demoPaymentOutcome()}>
              <input type="hidden" name={PAYMENT_FIELD_NAMES.reference} value={request.reference} />
              <input
                type="hidden"
                name={PAYMENT_FIELD_NAMES.returnUrl}
                value={request.successHref}
              />
              <input
                type="hidden"
                name={PAYMENT_FIELD_NAMES.cancelUrl}
                value={request.failureHref}
              />
              {switches.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <p className={styles.field}>
                <label htmlFor="demo-payer-email">{t('support.demo.email')}</label>
                <input
                  id="demo-payer-email"
                  className={styles.input}
                  type="email"
                  name="payer_email"
                  autoComplete="email"
                  required
                />
              </p>
              <h2 id="demo-choose-heading">{t('support.demo.choose')}</h2>
              <p className={styles.actions}>
                <button className={styles.button} type="submit" name="outcome" value="succeeded">
                  {t('support.demo.success')}
                </button>
                <button className={styles.button} type="submit" name="outcome" value="failed">
                  {t('support.demo.failure')}
                </button>
              </p>
            </form>
            <p className={styles.muted}>{t('support.demo.switches')}</p>
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
