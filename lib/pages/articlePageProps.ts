// getStaticProps of the article routes (SPEC sections 2 and 5): resolve by slug whatever section or
// date the path carries, redirect anything but the canonical path there (permanent), 404 for unknown
// or inactive articles unless an editor previews (draft mode), sanitise the body.
import type { GetStaticPaths, GetStaticProps } from 'next';
import { getContentSource } from '../content/getContentSource';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { isHeaderTransparent } from '../rules/headerTransparency';
import { articleFormat } from '../view/articleFormat';
import { paths } from '../routing/paths';
import { finalTagPath } from '../routing/routes';
import { listTitle } from '../rules/truncate';
import { loadShell } from './loadShell';
import type { Article } from '../schemas/article';
import { getLivePosts } from '../content/services/liveBlog';
import { ARTICLE_VIEW_FIELDS, type ArticlePageProps, type ArticleView } from '../view/articlePage';

export const ARTICLE_REVALIDATE_SECONDS = 60;
/** How many of the newest articles are rendered at build time; the archive renders on request. */
export const PRERENDERED_ARTICLES = 50;

/**
 * What the page needs of an article, with the body sanitised: every byte here is sent twice (in the
 * HTML and again in the page data that hydrates it), on every cached hit.
 */
export function articleView(article: Article): ArticleView {
  const view = Object.fromEntries(ARTICLE_VIEW_FIELDS.map((field) => [field, article[field]]));
  return {
    ...(view as Pick<Article, (typeof ARTICLE_VIEW_FIELDS)[number]>),
    content: sanitizeArticleHtml(article.content),
    mainSuperTag: { ...article.mainSuperTag, href: paths.section(article.mainSuperTag.slug) },
    articleAuthors: article.articleAuthors.map((a) => ({ ...a, href: paths.author(a.slug) })),
    tags: article.tags.map((tag) => ({ ...tag, href: finalTagPath(tag.slug) })),
    // Only what the "more from the authors" box prints, the titles cut as lists cut them.
    moreFromAuthors: article.moreFromAuthors.map(({ id, title, url, ctUrl }) => ({
      id,
      title: listTitle(title).text,
      url,
      ctUrl,
    })),
  };
}

/**
 * Whether this render may show inactive articles: in preview (draft) mode, whose cookie only a signed-in
 * editor gets (pages/api/preview) and keeps only with a valid editor token (lib/accounts/previewGate.ts).
 */
export function previewing(context: { draftMode?: boolean }): boolean {
  return context.draftMode === true;
}

export function articleStaticProps(liveVariant: boolean): GetStaticProps<ArticlePageProps> {
  return async (context) => {
    const params = context.params ?? {};
    const slug = String(params.slug ?? '');
    const source = getContentSource();
    const article = slug
      ? await source.getArticle({ slug }, { includeInactive: previewing(context) })
      : null;
    if (!article || article.type === 'liveblogpost') {
      return { notFound: true, revalidate: ARTICLE_REVALIDATE_SECONDS };
    }
    const requested = `/${params.section}/${params.year}/${params.month}/${params.day}/${params.slug}`;
    const wantsLive = liveVariant && article.type === 'liveblog';
    if (requested !== article.url || (liveVariant && !wantsLive)) {
      return {
        redirect: { destination: article.url, permanent: true },
        revalidate: ARTICLE_REVALIDATE_SECONDS,
      };
    }
    const format = articleFormat(article);
    const posts = format.design === 'liveblog' ? await getLivePosts(source, article.id) : [];
    return {
      props: {
        shell: await loadShell({
          locale: article.english ? 'en' : 'hu',
          headerTransparent: isHeaderTransparent({
            page: 'article',
            display: format.display,
          }),
        }),
        renderedAt: Date.now(),
        article: articleView(article),
        format,
        posts,
        liveVariant: wantsLive,
      },
      revalidate: ARTICLE_REVALIDATE_SECONDS,
    };
  };
}

/** The newest articles are pre-rendered at build; everything else on first request. */
export const articleStaticPaths: GetStaticPaths = async () => {
  const newest = await getContentSource().listArticles({ page: 1, perPage: PRERENDERED_ARTICLES });
  return {
    paths: newest.items
      .filter((item) => !item.ctUrl)
      .map((item) => {
        const [, section, year, month, day, slug] = item.url.split('/');
        return {
          params: { section: section!, year: year!, month: month!, day: day!, slug: slug! },
        };
      }),
    fallback: 'blocking',
  };
};
