// A document page: title, lead, last update and the body.
import Head from 'next/head';
import type { ReactNode } from 'react';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { DocPageProps } from '@/lib/view/docPage';
import { pageTitle } from '@/lib/rules/pageTitle';
import * as styles from '../article/article.css';

export function DocPage({ doc, path, children }: DocPageProps & { children?: ReactNode }) {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, doc.title)}</title>
        {doc.lead ? <meta name="description" content={doc.lead} /> : null}
        <link rel="canonical" href={`${edition.siteUrl}${path}`} />
      </Head>
      <article className={styles.article}>
        <h1 className={styles.title}>{doc.title}</h1>
        {doc.lead ? <p className={styles.lead}>{doc.lead}</p> : null}
        {doc.updatedAt ? (
          <p className={styles.caption}>{t('doc.updated', { date: doc.updatedAt })}</p>
        ) : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: doc.content }} />
        {children}
      </article>
    </>
  );
}
