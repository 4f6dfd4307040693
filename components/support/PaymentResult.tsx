// /tamogatas/siker and /tamogatas/hiba (issue 32): the recorded state of the reader's payment (the
// reference in the return URL), never the redirect's word. While no callback has arrived it says the
// payment is being processed and polls its state (the one polling hook) until it settles; then the
// thanks (succeeded), what went wrong (failed) or the refund. A URL naming no recorded payment says so.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { PAYMENT_POLL_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import { paymentSettled } from '@/lib/rules/payments';
import { paymentStatusSchema, type PaymentStatus } from '@/lib/schemas/paymentStatus';
import type { CurrencyView, SupportView } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import { SupportContact } from './SupportContact';
import { SupportFailure } from './SupportFailure';
import { SupportSuccess } from './SupportSuccess';
import * as styles from './support.css';

type ResultView = Extract<SupportView, { kind: 'siker' | 'hiba' }>;

export function PaymentResult({
  view,
  currency,
  contactEmail,
  faqHref,
}: {
  view: ResultView;
  currency: CurrencyView;
  contactEmail: string;
  faqHref: string;
}) {
  const t = usePageText();
  const recorded = view.payment;
  const { data } = usePoll<PaymentStatus>({
    url:
      recorded && !paymentSettled(recorded.state) ? paths.paymentStatus(recorded.reference) : null,
    schema: paymentStatusSchema,
    intervalMs: (latest) => (paymentSettled((latest ?? recorded)!.state) ? 0 : PAYMENT_POLL_MS),
  });
  const payment = data ?? recorded;
  const contact = { contactEmail, faqHref };
  const choice = payment ? { amount: payment.amount, period: payment.period } : null;

  let title: string;
  let body: React.ReactNode;
  if (payment?.state === 'succeeded') {
    title = t('support.siker.title');
    body = <SupportSuccess title={title} choice={choice} currency={currency} {...contact} />;
  } else if (payment?.state === 'failed') {
    title = t('support.hiba.title');
    body = (
      <SupportFailure
        title={title}
        choice={choice}
        retryHref={view.retryHref}
        currency={currency}
        {...contact}
      />
    );
  } else {
    const [titleKey, textKey] =
      payment?.state === 'started'
        ? (['support.pending.title', 'support.pending.text'] as const)
        : payment?.state === 'refunded'
          ? (['support.refunded.title', 'support.refunded.text'] as const)
          : (['support.unknown.title', 'support.unknown.text'] as const);
    title = t(titleKey);
    body = (
      <>
        <h1 className={article.title}>{title}</h1>
        <p className={article.lead} role="status">
          {t(textKey)}
        </p>
        <p className={styles.actions}>
          <Link href={paths.support('belepes')}>{t('support.siker.manage')}</Link>
          <Link href={paths.home()}>{t('support.backHome')}</Link>
        </p>
        <SupportContact {...contact} />
      </>
    );
  }
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
      </Head>
      {body}
    </>
  );
}
