// /egyszazalek: the 1% document with the foundation's details right after the lead, where a reader
// about to fill in the declaration looks for the tax number.
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { TaxPageProps } from '@/lib/view/taxPage';
import * as article from '../article/article.css';
import { TaxNumber } from './TaxNumber';

export function TaxPage({ doc, path, foundation }: TaxPageProps) {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, doc.title)}</title>
        {doc.lead ? <meta name="description" content={doc.lead} /> : null}
        <link rel="canonical" href={`${edition.siteUrl}${path}`} />
      </Head>
      <article className={article.article}>
        <h1 className={article.title}>{doc.title}</h1>
        {doc.lead ? <p className={article.lead}>{doc.lead}</p> : null}
        {doc.updatedAt ? (
          <p className={article.caption}>{t('doc.updated', { date: doc.updatedAt })}</p>
        ) : null}
        <TaxNumber name={foundation.name} taxNumber={foundation.taxNumber} />
        <div className={article.body} dangerouslySetInnerHTML={{ __html: doc.content }} />
      </article>
    </>
  );
}
