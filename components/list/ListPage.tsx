// The shared section page (SPEC section 2): header (with the author's avatar on author pages), tabs,
// the article list, pagination and the RSS link.
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { ListPageProps } from '@/lib/pages/listPageProps';
import { pageTitle } from '@/lib/rules/pageTitle';
import { ArticleCard } from './ArticleCard';
import * as styles from './list.css';
import { Pagination, pageHref } from './Pagination';

export function ListPage({ route, author, rss, items, totalPages, renderedAt }: ListPageProps) {
  const t = useTranslate();
  const title =
    route.page > 1 ? `${route.title} – ${t('list.page', { n: route.page })}` : route.title;
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <link rel="canonical" href={`${edition.siteUrl}${pageHref(route.basePath, route.page)}`} />
        {rss ? (
          <link rel="alternate" type="application/rss+xml" title={route.title} href={rss} />
        ) : null}
      </Head>
      <header className={styles.header}>
        {author?.avatarSrc ? (
          <img
            className={styles.avatar}
            src={author.avatarSrc}
            alt={t('list.authorAvatar', { name: author.name })}
            width={64}
            height={64}
          />
        ) : null}
        <div>
          <h1 className={styles.title}>{route.title}</h1>
          {author?.title ? <p>{author.title}</p> : null}
        </div>
        {rss ? (
          <a className={styles.rss} href={rss}>
            {t('list.rss')}
          </a>
        ) : null}
      </header>
      {route.tabs.length ? (
        <nav aria-label={t('list.tabs')}>
          <ul className={styles.tabs}>
            {route.tabs.map((tab) => (
              <li key={tab.href}>
                <Link
                  className={styles.tab}
                  href={tab.href}
                  aria-current={tab.active ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ol className={styles.list} id="lista">
        {items.map((item) => (
          <li key={item.id}>
            <ArticleCard item={item} renderedAt={renderedAt} />
          </li>
        ))}
      </ol>
      <Pagination basePath={route.basePath} page={route.page} totalPages={totalPages} />
    </>
  );
}
