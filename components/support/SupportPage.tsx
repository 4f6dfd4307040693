// The support pages (/tamogatas/{slug?}, issue 16; SPEC section 2): the campaign, the account
// (belepes) and the payment's outcome (siker, hiba: the recorded payment's state, PaymentResult.tsx,
// which names itself). Each names itself in the title and its one h1.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { SupportPageProps } from '@/lib/view/supportPage';
import { PaymentResult } from './PaymentResult';
import { SupportCampaign } from './SupportCampaign';
import { SupportLogin } from './SupportLogin';
import * as styles from './support.css';

export function SupportPage({ view, path, currency, contactEmail, faqHref }: SupportPageProps) {
  const t = usePageText();
  const title =
    view.kind === 'campaign'
      ? view.doc.title
      : view.kind === 'belepes'
        ? t('support.belepes.title')
        : null;
  const contact = { contactEmail, faqHref };
  return (
    <>
      <Head>
        {title !== null ? <title>{pageTitle(edition.name, title)}</title> : null}
        {view.kind === 'campaign' && view.doc.lead ? (
          <meta name="description" content={view.doc.lead} />
        ) : null}
        {/* Only the campaign is a page to find; the others belong to one reader's visit. */}
        {view.kind === 'campaign' ? (
          <link rel="canonical" href={`${edition.siteUrl}${path}`} />
        ) : (
          <meta name="robots" content="noindex" />
        )}
      </Head>
      <article className={styles.page}>
        {view.kind === 'campaign' ? (
          <SupportCampaign view={view} currency={currency} faqHref={faqHref} />
        ) : view.kind === 'belepes' ? (
          <SupportLogin title={title!} />
        ) : (
          <PaymentResult view={view} currency={currency} {...contact} />
        )}
      </article>
    </>
  );
}
