// A single article (SPEC sections 2-5): section, title, subtitle, lead, authors, dates and the updated
// text, live badge, cover image, help notices, the sanitised body, live blog posts and tags.
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { edition } from '@/editions/currentEdition';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import type { ArticlePageProps } from '@/lib/view/articlePage';
import { updatedText } from '@/lib/rules/relativeDate';
import { listTitle } from '@/lib/rules/truncate';
import { RelativeTime } from '../common/RelativeTime';
import { LiveBadgeLabel } from '../list/LiveBadgeLabel';
import { ArticleHead } from './ArticleHead';
import * as styles from './article.css';

// Only live blogs load the polling code (and SWR). React.lazy rather than next/dynamic: the server
// renders the posts all the same, hydration waits for the chunk inside the Suspense boundary, and
// every article saves next/dynamic's loader runtime (about 2 kB gz).
const LiveBlogPosts = lazy(() =>
  import('./LiveBlogPosts').then((m) => ({ default: m.LiveBlogPosts })),
);

export function ArticlePage({ article, posts, renderedAt }: ArticlePageProps) {
  const t = useTranslate();
  const locale = useLocale();
  const wide = article.type === 'longform';
  return (
    <>
      <ArticleHead article={article} posts={posts} />
      <article className={wide ? `${styles.article} ${styles.wide}` : styles.article}>
        <header>
          <Link className={styles.section} href={`/rovat/${article.mainSuperTag.slug}`}>
            {article.mainSuperTag.name}
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          {article.subtitle ? <p className={styles.subtitle}>{article.subtitle}</p> : null}
          <div className={styles.meta}>
            {article.articleAuthors.map((author) => (
              <span key={author.slug} className={styles.author}>
                {author.avatarSrc ? (
                  <img
                    className={styles.avatar}
                    src={author.avatarSrc}
                    alt=""
                    width={40}
                    height={40}
                  />
                ) : null}
                <span>
                  <Link href={`/szerzo/${author.slug}`}>{author.name}</Link>
                  {author.title ? <span className={styles.authorTitle}>{author.title}</span> : null}
                </span>
              </span>
            ))}
            <LiveBadgeLabel flags={article.flags} updatedAt={article.updatedAt} now={renderedAt} />
            <RelativeTime unixSeconds={article.pubDate} renderedAt={renderedAt} />
            {article.updatedAt > article.pubDate ? (
              <span>{updatedText(article.updatedAt, { locale, timeZone: edition.timeZone })}</span>
            ) : null}
          </div>
          {article.lead ? <p className={styles.lead}>{article.lead}</p> : null}
        </header>
        {article.coverImage ? (
          <figure className={styles.figure}>
            <img
              src={article.coverImage.replace(/(\.\w+)$/, '_768x432$1')}
              srcSet={`${article.coverImage.replace(/(\.\w+)$/, '_1536x864$1')} 2x`}
              alt={article.imageAlt ?? ''}
              width={768}
              height={432}
              fetchPriority="high"
            />
            {article.coverImageText ? (
              <figcaption className={styles.caption}>{article.coverImageText}</figcaption>
            ) : null}
          </figure>
        ) : null}
        {article.spiritualHelp ? (
          <p className={styles.notice} role="note">
            {t('article.spiritualHelp')}
          </p>
        ) : null}
        {article.drugProblem ? (
          <p className={styles.notice} role="note">
            {t('article.drugProblem')}
          </p>
        ) : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.content }} />
        {article.type === 'liveblog' ? (
          <Suspense fallback={null}>
            <LiveBlogPosts
              articleId={article.id}
              slug={article.slug}
              version={article.version}
              live={article.live}
              initialPosts={posts}
              renderedAt={renderedAt}
            />
          </Suspense>
        ) : null}
        {article.articleContributors.length ? (
          <p className={styles.caption}>{article.articleContributors.join(' · ')}</p>
        ) : null}
        {article.tags.length ? (
          <footer>
            <h2 className={styles.caption}>{t('article.tags')}</h2>
            <ul className={styles.tags}>
              {article.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link className={styles.tag} href={`/cimke/${tag.slug}`}>
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      {article.moreFromAuthors.length ? (
        <aside className={styles.more} aria-labelledby="more-heading">
          <h2 id="more-heading">{t('article.moreFromAuthors')}</h2>
          <ul className={styles.moreList}>
            {article.moreFromAuthors.map((item) => (
              <li key={item.id}>
                <Link href={item.ctUrl ?? item.url}>{listTitle(item.title).text}</Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}
