// A single article (SPEC sections 2-5): section, title, subtitle, lead, authors, dates and the updated
// text, live badge, cover image, help notices, the sanitised body, live blog posts and tags; after it the
// newsletter promo (issue 17), outside the <article>: it is not the article's content. Its format
// (lib/view/articleFormat.ts) decides the layout, the live blog parts and the colours (data-* on the
// <article>, read by article.css.ts).
//
// Public markup (DESIGN "Public surface compatibility"): tools that read news sites find the article
// by plain ids and classes beside our hashed ones, and the direct-child chains are the contract:
//   #cikk-content > div.title-section > div.title-section__top > h1                    the title
//   #cikk-content > div.article_body_ > div.article_container_.article-box-margin > p  the lead
//   the same container > div.article-html-content                                     the body
//   a.author__name, a.tag--meta, #liveblog-items-container (LiveBlogPosts)
// The lead must be the container's first direct <p>: notices are divs, contributors sit in the footer.
import Link from 'next/link';
import { brandThemeClass } from '@/editions/brandThemes.css';
import { isBrand } from '@/editions/brands';
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { edition } from '@/editions/currentEdition';
import { useLocale, useMessages, useTranslate } from '@/lib/i18n/LocaleContext';
import type { ArticlePageProps } from '@/lib/view/articlePage';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { fixedImage, fluidImage } from '@/lib/rules/imageUrl';
import { imagePlaceholder } from '@/lib/view/imagePlaceholder';
import { updatedText } from '@/lib/rules/relativeDate';
import { PartnerLabel } from '../common/PartnerLabel';
import { PhotoCredit } from '../image/PhotoCredit';
import { RelativeTime } from '../common/RelativeTime';
import { TeaserLink } from '../common/TeaserLink';
import { LiveBadgeLabel } from '../list/LiveBadgeLabel';
import { NewsletterPromoSlot } from '../newsletter/NewsletterPromoSlot';
import { ArticleHead } from './ArticleHead';
import { AdSlot } from '../ads/AdSlot';
import { ARTICLE_BODY_CLASS } from '../ads/articleBody';
import { ArticleVideos } from '../video/ArticleVideos';
import { HERO_ATTRIBUTE } from '../layout/useScrollClasses';
import { LiveArticleBody } from './LiveArticleBody';
import * as styles from './article.css';

// Only live blogs load the polling code (and SWR). React.lazy rather than next/dynamic: the server
// renders the posts all the same, hydration waits for the chunk inside the Suspense boundary, and
// every article saves next/dynamic's loader runtime (about 2 kB gz).

const ContentAds = lazyComponent(() => import('../ads/ContentAds'), 'ContentAds');
const LiveBlogPosts = lazyComponent(() => import('./LiveBlogPosts'), 'LiveBlogPosts');

export function ArticlePage({
  shell,
  article,
  format,
  posts,
  renderedAt,
  quizzes,
  ads,
  hasVideo,
}: ArticlePageProps) {
  const t = useTranslate();
  const locale = useLocale();
  const messages = useMessages();
  return (
    <>
      <ArticleHead article={article} format={format} posts={posts} />
      <article
        id="cikk-content"
        className={`${styles.article} ${isBrand(format.theme) ? brandThemeClass[format.theme] : ''}`}
        data-design={format.design}
        data-display={format.display}
        data-theme={format.theme}
      >
        {/* Partner content is labelled whatever its design: a sponsored live blog too (SPEC §5). */}
        <PartnerLabel kind={format.partner} className={styles.partnerLabel} />
        <div className={`${styles.titleSection} title-section`}>
          <div className="title-section__top">
            <Link className={styles.section} href={article.mainSuperTag.href}>
              {article.mainSuperTag.name}
            </Link>
            <h1 className={styles.title}>{article.title}</h1>
            {article.subtitle ? <p className={styles.subtitle}>{article.subtitle}</p> : null}
          </div>
          <div className={styles.meta}>
            {article.articleAuthors.map((author) => (
              <span key={author.slug} className={styles.author}>
                {author.avatarSrc ? (
                  <img
                    className={styles.avatar}
                    {...fixedImage(author.avatarSrc, IMAGE_SLOTS.bylineAvatar)}
                    alt=""
                    width={IMAGE_SLOTS.bylineAvatar.width}
                    height={IMAGE_SLOTS.bylineAvatar.height}
                  />
                ) : null}
                <span>
                  <Link className="author__name" href={author.href}>
                    {author.name}
                  </Link>
                  {author.title ? <span className={styles.authorTitle}>{author.title}</span> : null}
                </span>
              </span>
            ))}
            <LiveBadgeLabel flags={article.flags} updatedAt={article.updatedAt} now={renderedAt} />
            <RelativeTime unixSeconds={article.pubDate} renderedAt={renderedAt} />
            {article.updatedAt > article.pubDate ? (
              <span>
                {updatedText(article.updatedAt, { locale, messages, timeZone: edition.timeZone })}
              </span>
            ) : null}
          </div>
        </div>
        <div className="article_body_">
          <div className="article_container_ article-box-margin">
            {article.lead ? <p className={styles.lead}>{article.lead}</p> : null}
            {article.coverImage ? (
              // An immersive article's cover is the page's hero container (its fill class, SPEC §4).
              <figure
                className={shell.halfHero ? `${styles.figure} ${styles.halfHero}` : styles.figure}
                {...(format.display === 'immersive' ? { [HERO_ATTRIBUTE]: '' } : {})}
              >
                <img
                  className={styles.coverImage}
                  {...fluidImage(article.coverImage, IMAGE_SLOTS.articleCover)}
                  alt={article.imageAlt ?? ''}
                  width={IMAGE_SLOTS.articleCover.width}
                  height={IMAGE_SLOTS.articleCover.height}
                  fetchPriority="high"
                  style={imagePlaceholder(
                    article.coverImageFacts?.color,
                    article.coverImageFacts?.preview,
                  )}
                />
                <CoverCaption article={article} />
              </figure>
            ) : null}
            {ads.slots['article-top'] ? (
              <AdSlot
                slot={ads.slots['article-top']}
                network={ads.network}
                id="hirdetes-cikk-felso"
              />
            ) : null}
            {article.spiritualHelp ? (
              <div className={styles.notice} role="note">
                {t('article.spiritualHelp')}
              </div>
            ) : null}
            {article.drugProblem ? (
              <div className={styles.notice} role="note">
                {t('article.drugProblem')}
              </div>
            ) : null}
            <LiveArticleBody
              className={`${styles.body} ${ARTICLE_BODY_CLASS}`}
              content={article.content}
              slug={article.slug}
              version={article.version}
              live={format.design === 'live'}
              quizzes={quizzes}
            />
            <ArticleVideos
              hasVideo={hasVideo === true}
              title={article.title}
              bodyClass={ARTICLE_BODY_CLASS}
            />
            {ads.slots['article-content'] ? (
              <Suspense fallback={null}>
                <ContentAds
                  slot={ads.slots['article-content']}
                  network={ads.network}
                  container="cikk-content"
                />
              </Suspense>
            ) : null}
            {format.design === 'liveblog' ? (
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
          </div>
        </div>
        {article.articleContributors.length || article.tags.length ? (
          <footer>
            {article.articleContributors.length ? (
              <p className={styles.caption}>{article.articleContributors.join(' · ')}</p>
            ) : null}
            {article.tags.length ? (
              <>
                <h2 className={styles.caption}>{t('article.tags')}</h2>
                <ul className={styles.tags}>
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <Link className={`${styles.tag} tag--meta`} href={tag.href}>
                        {tag.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </footer>
        ) : null}
      </article>
      {ads.slots['article-bottom'] ? (
        <AdSlot slot={ads.slots['article-bottom']} network={ads.network} id="hirdetes-cikk-also" />
      ) : null}
      <NewsletterPromoSlot place="article" back={article.url} />
      {article.moreFromAuthors.length ? (
        <aside className={styles.more} aria-labelledby="more-heading">
          <h2 id="more-heading">{t('article.moreFromAuthors')}</h2>
          <ul className={styles.moreList}>
            {article.moreFromAuthors.map((item) => (
              <li key={item.id}>
                <PartnerLabel kind={item.partner} />{' '}
                <TeaserLink item={item}>{item.title}</TeaserLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}

/** The cover's caption: the article's own text about it, else what the photo shows; then its credit. */
function CoverCaption({
  article,
}: {
  article: Pick<ArticlePageProps['article'], 'coverImageText' | 'coverImageFacts'>;
}) {
  const facts = article.coverImageFacts;
  const text = article.coverImageText ?? facts?.caption;
  if (!text && !facts) return null;
  return (
    <figcaption className={styles.caption}>
      {text}
      {text && facts ? ' ' : null}
      {facts ? <PhotoCredit facts={facts} /> : null}
    </figcaption>
  );
}
