// The head of a sub-brand cover: the page title, the brand's RSS feed and the way to all its articles.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import * as styles from './brand.css';

interface Props {
  title: string;
  canonicalPath: string;
  rss: string;
  allArticlesHref: string;
}

export function BrandHeader({ title, canonicalPath, rss, allArticlesHref }: Props) {
  const t = usePageText();
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <meta name="description" content={t('list.description', { title, site: edition.name })} />
        <link rel="canonical" href={`${edition.siteUrl}${canonicalPath}`} />
        <link rel="alternate" type="application/rss+xml" title={title} href={rss} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.brandTitle}>{title}</h1>
        <Link className={styles.headerLink} href={allArticlesHref}>
          {t('brand.allArticles')}
        </Link>
        <a href={rss}>{t('list.rss')}</a>
      </header>
    </>
  );
}
