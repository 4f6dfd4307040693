// An article path with an empty slug (SPEC section 5: "An empty slug loads a blank placeholder
// article"): the article frame without content, e.g. for the app to fill; not indexed.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { PAGE_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { loadShell } from '@/lib/pages/loadShell';
import { onFirstRequest } from '@/lib/pages/pageKinds';
import * as styles from '@/components/article/article.css';

export default function BlankArticle() {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{edition.name}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <article className={styles.article} aria-busy="true">
        <h1 className={styles.title}>
          <span className="visually-hidden">{t('article.blankTitle')}</span>
        </h1>
        <div className={styles.blank} aria-hidden="true" />
      </article>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ params }) => {
  const {
    section = '',
    year = '',
    month = '',
    day = '',
  } = (params ?? {}) as Record<string, string>;
  const valid =
    /^[a-z0-9-]+$/.test(section) &&
    /^\d{4}$/.test(year) &&
    /^\d{2}$/.test(month) &&
    /^\d{2}$/.test(day);
  const revalidate = PAGE_LIFETIME_SECONDS.fixed;
  if (!valid) return { notFound: true, revalidate };
  return { props: { shell: await loadShell() }, revalidate };
};

export const getStaticPaths = onFirstRequest;
