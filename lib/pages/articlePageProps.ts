// getStaticProps of the article routes (SPEC sections 2 and 5): resolve by slug whatever section or
// date the path carries, redirect anything but the canonical path there (permanent), 404 for unknown
// or inactive articles unless an editor previews (draft mode), sanitise the body, and read the quizzes
// its placeholders name (issue 17).
import type { GetStaticPaths } from 'next';
import { getContentSource } from '../content/getContentSource';
import { articleBodyWithAds, pageAds } from '../ads/pageAds';
import { hasVideoFacade, sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { withoutUnavailableLinks } from '../routing/editionPages';
import { isHeaderTransparent } from '../rules/headerTransparency';
import { articleFormat, partnerKind } from '../view/articleFormat';
import { englishMark } from '../view/articleLanguage';
import { withJobTitle } from '../view/jobTitle';
import { paths } from '../routing/paths';
import { finalTagPath } from '../routing/routes';
import { listTitle } from '../rules/truncate';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';
import type { Article } from '../schemas/article';
import { getLivePosts } from '../content/services/liveBlog';
import { getQuizSource } from '../quiz/getQuizSource';
import type { QuizSource } from '../quiz/quizSource';
import { quizIdsIn } from '../rules/quizPlaceholders';
import { quizDataSchema, type QuizData } from '../schemas/quizAnswers';
import { ARTICLE_VIEW_FIELDS, type ArticlePageProps, type ArticleView } from '../view/articlePage';
import { log } from '@/lib/observability/log';

/** How many of the newest articles are rendered at build time; the archive renders on request. */
export const PRERENDERED_ARTICLES = 50;

/**
 * What the page needs of an article, with the body sanitised: every byte here is sent twice (in the
 * HTML and again in the page data that hydrates it), on every cached hit.
 */
export function articleView(article: Article): ArticleView {
  const view = Object.fromEntries(
    ARTICLE_VIEW_FIELDS.map((field) => [field, article[field] ?? null]),
  );
  const locale = article.english ? 'en' : 'hu';
  return {
    ...(view as Pick<Article, (typeof ARTICLE_VIEW_FIELDS)[number]>),
    content: withoutUnavailableLinks(sanitizeArticleHtml(article.content, { locale })),
    mainSuperTag: { ...article.mainSuperTag, href: paths.section(article.mainSuperTag.slug) },
    articleAuthors: article.articleAuthors.map((a) => ({
      ...withJobTitle(a, locale),
      href: paths.author(a.slug),
    })),
    tags: article.tags.map((tag) => ({ ...tag, href: finalTagPath(tag.slug) })),
    // Only what the "more from the authors" box prints, the titles cut as lists cut them.
    moreFromAuthors: article.moreFromAuthors.map((item) => ({
      id: item.id,
      title: listTitle(item.title).text,
      url: item.url,
      ctUrl: item.ctUrl,
      partner: partnerKind(item),
      ...englishMark(item),
    })),
  };
}

/**
 * The quizzes a sanitised body's placeholders name, in reading order, as the quiz block reads them
 * (counts, no voter). A quiz the source does not know (another edition's, a wrong id) is left out, and
 * so is one it cannot read now: an article never fails for its quiz; the page is rendered again within
 * its revalidation time.
 */
export async function articleQuizzes(
  content: string,
  /** Asked only for a body with placeholders: other articles never start a quiz source. */
  source: () => Pick<QuizSource, 'quiz'>,
): Promise<QuizData[]> {
  const ids = quizIdsIn(content);
  if (ids.length === 0) return [];
  const quizzes = await Promise.all(
    ids.map(async (id) => {
      try {
        const quiz = await source().quiz(id);
        if (!quiz) return null;
        const parsed = quizDataSchema.safeParse(quiz);
        if (!parsed.success)
          log.error(`article quiz ${id}: unexpected shape`, { error: parsed.error });
        return parsed.success ? parsed.data : null;
      } catch (error) {
        log.error(`article quiz ${id}: not available`, { error: error });
        return null;
      }
    }),
  );
  return quizzes.filter((quiz): quiz is QuizData => quiz !== null);
}

/**
 * The loader of an article (`liveVariant`: its /elo path). In the app render mode the ads differ (SPEC
 * sections 5, 9: mobile units only, none on video articles). An editor's preview (draft mode) shows
 * inactive articles too.
 */
export function loadArticlePage(liveVariant: boolean): PageLoader<ArticlePageProps> {
  return async ({ params, mode: renderMode, draftMode }) => {
    // Slugs are lowercase: a path with the slug in other letter case redirects (SPEC section 5).
    const slug = (params.slug ?? '').toLowerCase();
    const source = getContentSource();
    const article = slug ? await source.getArticle({ slug }, { includeInactive: draftMode }) : null;
    if (!article || article.type === 'liveblogpost') return { notFound: true };
    const requested = `/${params.section}/${params.year}/${params.month}/${params.day}/${params.slug}`;
    const wantsLive = liveVariant && article.type === 'liveblog';
    if (requested !== article.url || (liveVariant && !wantsLive)) {
      return { redirect: { destination: article.url, permanent: true } };
    }
    const format = articleFormat(article);
    const posts = format.design === 'liveblog' ? await getLivePosts(source, article.id) : [];
    const ads = pageAds('article', { article, renderMode });
    const body = articleView(article);
    const view = { ...body, content: articleBodyWithAds(body.content, ads, renderMode) };
    const quizzes = await articleQuizzes(view.content, getQuizSource);
    // Only articles with a video facade (or live ones, whose body or posts may bring one) load the
    // video code (issue 18, components/video/ArticleVideos.tsx).
    const hasVideo = [view.content, ...posts.map((post) => post.content)].some(hasVideoFacade);
    return {
      props: {
        shell: await loadShell({
          locale: article.english ? 'en' : 'hu',
          headerTransparent: isHeaderTransparent({
            page: 'article',
            display: format.display,
          }),
          halfHero: format.display === 'immersive' && article.halfImage,
        }),
        renderedAt: Date.now(),
        article: view,
        format,
        posts,
        liveVariant: wantsLive,
        ads,
        ...(quizzes.length > 0 ? { quizzes } : {}),
        ...(hasVideo ? { hasVideo } : {}),
      },
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
