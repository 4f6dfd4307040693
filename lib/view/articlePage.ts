// The props of an article page (SPEC sections 2-5), as the page component reads them: only the
// article fields the page prints, because every byte is sent twice (HTML and hydration data).
import type { Article, ListItem } from '../schemas/article';
import type { QuizData } from '../schemas/quizAnswers';
import type { PageAds } from './ads';
import type { ArticleFormat, PartnerKind } from './articleFormat';
import type { EnglishMark } from './articleLanguage';
import type { LivePost } from '../schemas/liveAnswers';
import type { ShellData } from './shellData';

/** The article fields the page prints (markup, metadata, live blog polling); nothing else is sent. */
export const ARTICLE_VIEW_FIELDS = [
  'id',
  'type',
  'title',
  'slug',
  'url',
  'pubDate',
  'updatedAt',
  'lead',
  'subtitle',
  'mainSuperTag',
  // Usually empty; the article format needs them to tell partner content (SPEC section 5).
  'superTags',
  'tags',
  'flags',
  'articleAuthors',
  'articleContributors',
  'coverImage',
  'coverImageText',
  'coverImageFacts',
  'imageAlt',
  'facebookImage',
  'ogDescription',
  'english',
  'live',
  'adultContent',
  'spiritualHelp',
  'drugProblem',
  'version',
  'content',
] as const satisfies ReadonlyArray<keyof Article>;

type Linked<T> = T & { href: string };

/**
 * The article fields the page prints. Section, authors and tags carry the path their links name,
 * resolved on the server (lib/routing), so the article page's JavaScript needs no path code.
 */
export type ArticleView = Omit<
  Pick<Article, (typeof ARTICLE_VIEW_FIELDS)[number]>,
  'tags' | 'mainSuperTag' | 'articleAuthors'
> & {
  mainSuperTag: Linked<Article['mainSuperTag']>;
  articleAuthors: Array<Linked<Article['articleAuthors'][number]>>;
  tags: Array<Linked<Article['tags'][number]>>;
  /**
   * Titles already cut for the box (SPEC section 5: 100 characters), partner content labelled, English
   * articles marked (they may differ from the page's language).
   */
  moreFromAuthors: Array<
    Pick<ListItem, 'id' | 'title' | 'url' | 'ctUrl'> & { partner: PartnerKind } & EnglishMark
  >;
};

export interface ArticlePageProps {
  shell: ShellData;
  renderedAt: number;
  article: ArticleView;
  /** The article's format (articleFormat.ts), decided on the server: the browser needs no rule code. */
  format: ArticleFormat;
  posts: LivePost[];
  liveVariant: boolean;
  /**
   * The quizzes the body's placeholders name, with their counts (issue 17); absent when there are
   * none, so that other articles' page data and JavaScript carry nothing of quizzes.
   */
  quizzes?: QuizData[];
  /** The article's ad slots (SPEC sections 3, 5): none on adfree, adult-content or pr articles. */
  ads: PageAds;
  /** The body or a live post has a video facade (issue 18): only then the video code loads. */
  hasVideo?: boolean;
}
