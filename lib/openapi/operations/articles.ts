// The document's operations of the articles tag: lists, one article (by slug or id), the versions and
// bodies live pages poll, live blog posts, reactions and the map's articles.
import { z } from 'zod';
import { SHORT_LIST_PAGE_SIZE, SUB_ARTICLE_PAGE_SIZE } from '../../constants';
import { articleSchema, listResultSchema } from '../../schemas/article';
import {
  articleBodyAnswerSchema,
  articleVersionSchema,
  livePostsAnswerSchema,
  liveTeaserAnswerSchema,
} from '../../schemas/liveAnswers';
import { inPath, numericId, page, perPage, query, slug, whole, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const articlesOperations: Operation[] = [
  {
    id: 'listArticles',
    path: '/api/articles',
    tag: 'articles',
    summary: 'Articles, newest first, of a section, tag, author or flag list',
    description:
      'At most one of filters[tag|mstag|author|flag]. With filters[parent] the posts of that live blog; ' +
      'with slugs only those articles (`{ items }`).',
    parameters: [
      ...Object.entries({
        tag: 'tag',
        mstag: 'section',
        author: 'author',
        flag: 'flag list (e.g. english, legfontosabb)',
      }).map(([kind, what]) =>
        query(`filters[${kind}]`, `Only the articles of this ${what} (slug).`),
      ),
      query('filters[parent]', 'The posts of this live blog (article id).', numericId),
      page,
      perPage,
      query(
        'limit',
        `A short list's size (SPEC section 9 "some lists 5"): ${SHORT_LIST_PAGE_SIZE} when it names no size; perPage overrides it.`,
        whole,
      ),
      query('excludes', 'Article ids to leave out, separated by commas.'),
      query('slugs', 'Article slugs separated by commas: those articles in that order.'),
    ],
    answer: z.union([listResultSchema, answers.itemsSchema]),
    errors: [400],
  },
  {
    id: 'getArticle',
    path: '/api/articles/{slug}',
    tag: 'articles',
    summary: 'One article by slug',
    description: `A live blog's subArticles are its posts, ${SUB_ARTICLE_PAGE_SIZE} a page; \`page\` picks the page.`,
    parameters: [slug('article', 'allampapir-kamatok-2027-mi-eri-meg'), page],
    answer: articleSchema,
    errors: [400, 404],
  },
  {
    id: 'getArticleById',
    path: '/api/article/{id}',
    tag: 'articles',
    summary: 'One article by id',
    parameters: [inPath('id', 'The article id.', '1', numericId)],
    answer: articleSchema,
    errors: [400, 404],
  },
  {
    id: 'getArticleVersion',
    path: '/api/articles/{slug}/version',
    tag: 'articles',
    summary: "An article's version (live articles poll it)",
    parameters: [slug('article', 'allampapir-kamatok-2027-mi-eri-meg')],
    answer: articleVersionSchema,
    errors: [400, 404],
  },
  {
    id: 'getArticleBody',
    path: '/api/articles/{slug}/body',
    tag: 'articles',
    summary: "A live article's version, update time and sanitised body (open pages poll it)",
    parameters: [slug('article', 'allampapir-kamatok-2027-mi-eri-meg')],
    answer: articleBodyAnswerSchema,
    errors: [400, 404],
  },
  {
    id: 'getArticleItems',
    path: '/api/articles/{slug}/items',
    tag: 'articles',
    summary: 'The posts of a live blog, pinned first',
    parameters: [
      inPath(
        'slug',
        'The live blog’s article id (the route shares its folder with slugs).',
        '104',
        numericId,
      ),
      page,
      perPage,
      query('withContent', '1 or true: each post also carries its body HTML as `content`.'),
    ],
    answer: z.union([listResultSchema, answers.listResultWithContentSchema]),
    errors: [400, 404],
  },
  {
    id: 'getArticleReactions',
    path: '/api/articles/facebook/reaction',
    tag: 'articles',
    summary: 'Stored Facebook interaction counts of articles and their level',
    parameters: [
      query(
        'ids',
        '1 to 50 article ids separated by commas.',
        z.string().regex(/^\d+(,\d+)*$/),
        '50,2',
      ),
    ],
    answer: answers.reactionsSchema,
    errors: [400],
  },
  {
    id: 'getLiveBlogPosts',
    path: '/api/liveblog/{id}/posts',
    tag: 'articles',
    summary: "A live blog's version and its posts with sanitised bodies",
    parameters: [inPath('id', 'The live blog’s article id.', '104', numericId)],
    answer: livePostsAnswerSchema,
    errors: [400, 404],
  },
  {
    id: 'getLiveBlogTeaser',
    path: '/api/liveblog/{id}/teaser',
    tag: 'articles',
    summary: "Whether a live blog is live and its teaser's posts: pinned, then the 4 newest",
    parameters: [inPath('id', 'The live blog’s article id.', '104', numericId)],
    answer: liveTeaserAnswerSchema,
    errors: [400, 404],
  },
  {
    id: 'getMapArticles',
    path: '/api/map/articles',
    tag: 'articles',
    summary: "A section's articles that carry map coordinates, newest first",
    parameters: [
      query(
        'mstag',
        'The section slug.',
        z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        'szepkilatas',
      ),
    ],
    answer: answers.mapArticlesSchema,
    errors: [400],
  },
];
