// The props of an article page (SPEC sections 2-5), as the page component reads them: only the
// article fields the page prints, because every byte is sent twice (HTML and hydration data).
import type { Article, ListItem } from '../schemas/article';
import type { ArticleFormat } from './articleFormat';
import type { LivePost } from './livePost';
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

export type ArticleView = Omit<Pick<Article, (typeof ARTICLE_VIEW_FIELDS)[number]>, 'tags'> & {
  /** The tags with the path their link names (lib/routing/routes.ts finalTagPath). */
  tags: Array<Article['tags'][number] & { href: string }>;
  moreFromAuthors: Array<Pick<ListItem, 'id' | 'title' | 'url' | 'ctUrl'>>;
};

export interface ArticlePageProps {
  shell: ShellData;
  renderedAt: number;
  article: ArticleView;
  /** The article's format (articleFormat.ts), decided on the server: the browser needs no rule code. */
  format: ArticleFormat;
  posts: LivePost[];
  liveVariant: boolean;
}
