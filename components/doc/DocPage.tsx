// A document page: title, lead, last update, a table of contents for long documents (issue 16), the
// body, on the impresszum the publisher and the staff, and on the newsletter document the sign-up form
// (issue 17).
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { edition } from '@/editions/currentEdition';
import { tableOfContents, type DocHeading } from '@/lib/rules/docHeadings';
import { IMPRESS_SECTION_IDS, type DocPageProps } from '@/lib/view/docPage';
import { pageTitle } from '@/lib/rules/pageTitle';
import * as styles from '../article/article.css';
import { NewsletterSignupSlot } from '../newsletter/NewsletterSignupSlot';
import { DocToc } from './DocToc';
import { ImpressDetails } from './ImpressDetails';

export function DocPage({
  doc,
  path,
  headings = [],
  impress = null,
  newsletter = null,
  beforeBody = null,
  children,
}: DocPageProps & {
  /** What a page puts between the lead and the body (the 1% page: the foundation's tax number). */
  beforeBody?: ReactNode;
  children?: ReactNode;
}) {
  const t = usePageText();
  // The impresszum's own chapters follow the body's, and count towards a table of contents.
  const chapters: DocHeading[] = impress
    ? [
        ...headings,
        { id: IMPRESS_SECTION_IDS.publisher, text: t('impress.publisher'), level: 2 },
        { id: IMPRESS_SECTION_IDS.staff, text: t('impress.staff'), level: 2 },
      ]
    : headings;
  const toc = tableOfContents(chapters);
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
        {toc.length ? <DocToc entries={toc} /> : null}
        {beforeBody}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: doc.content }} />
        {newsletter ? <NewsletterSignupSlot lists={newsletter.lists} /> : null}
        {impress ? <ImpressDetails {...impress} /> : null}
        {children}
      </article>
    </>
  );
}
