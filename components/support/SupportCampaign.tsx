// The support campaign (/tamogatas): headline and pitch from the campaign document, the minutes
// counter, the payment step once a valid choice was sent, the form, then the rest of the pitch.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import type { CurrencyView, SupportView } from '@/lib/view/supportPage';
import * as article from '../article/article.css';
import { AmountForm } from './AmountForm';
import { MinutesCounter } from './MinutesCounter';
import { PaymentButton } from './PaymentButton';

export function SupportCampaign({
  view,
  currency,
  faqHref,
}: {
  view: Extract<SupportView, { kind: 'campaign' }>;
  currency: CurrencyView;
  faqHref: string;
}) {
  const t = usePageText();
  return (
    <>
      <h1 className={article.title}>{view.doc.title}</h1>
      {view.doc.lead ? <p className={article.lead}>{view.doc.lead}</p> : null}
      <MinutesCounter counter={view.counter} />
      {view.payment ? <PaymentButton payment={view.payment} currency={currency} /> : null}
      <AmountForm form={view.form} currency={currency} />
      <div className={article.body} dangerouslySetInnerHTML={{ __html: view.doc.content }} />
      <p>
        <Link href={faqHref}>{t('support.faq')}</Link>
      </p>
    </>
  );
}
