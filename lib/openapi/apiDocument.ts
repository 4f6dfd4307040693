// The public OpenAPI 3.1 document of pages/api (served at /api/openapi.json): one table of operations
// whose answers are the zod schemas of lib/schemas/ (and responseSchemas.ts), turned into JSON Schema
// 2020-12 by zod itself: the schemas the routes and the remote adapter use, so a change there changes
// the document. apiDocument.test.ts fails when a route under pages/api is missing from the table, and
// realAnswers.test.ts / tests/e2e/openapi.spec.ts when a real answer does not match its schema.
import { z } from 'zod';
import { AUTO_BLOCK_VERSIONS, MAX_PER_PAGE, RECOMMENDER_VERSIONS } from '../constants';
import { ROBOTS_CONTENT_TYPE } from '../feeds/robotsTxt';
import { RSS_CONTENT_TYPE } from '../feeds/rssDocument';
import { SITEMAP_CONTENT_TYPE } from '../feeds/sitemapXml';
import {
  newsletterLinkAnswerSchema,
  newsletterPromoRequestSchema,
  newsletterSubscribeAnswerSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '../newsletter/newsletterApiSchemas';
import { graphqlAnswerSchema, graphqlRequestSchema } from '../quiz/quizHttpSchemas';
import { articleSchema, listItemSchema, listResultSchema } from '../schemas/article';
import { buildIdSchema, buildManifestSchema, latestBuildSchema } from '../schemas/build';
import { clientConfigSchema } from '../schemas/clientConfig';
import { houseAdSchema } from '../schemas/houseAd';
import { commonDataSchema, exchangeRateSchema, weatherSchema } from '../schemas/commonData';
import {
  articleBodyAnswerSchema,
  articleVersionSchema,
  livePostsAnswerSchema,
} from '../schemas/liveAnswers';
import { uniqueGroupSchema, uniqueSchema } from '../schemas/misc';
import { podcastEpisodeSchema } from '../schemas/podcast';
import { recommenderResponseSchema } from '../schemas/recommender';
import { searchFilterSchema } from '../schemas/search';
import { clientTokenSchema, topicRequestSchema } from '../topics/topicSchemas';
import { topicsAnswerSchema } from '../topics/topicsAnswer';
import * as answers from './responseSchemas';

type Schema = z.core.$ZodType;

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  description: string;
  schema: Schema;
  /** A value that works; the tests put it into real URLs. */
  example?: string;
  /** The value is URL-encoded JSON of `schema` (documented as OpenAPI `content`). */
  json?: boolean;
}

/** A body that is not JSON (feeds, sitemaps, robots.txt, images). */
interface OtherBody {
  contentType: string;
  /** The XML and text routes (lib/feeds/xmlRoute.ts) answer errors as text/plain, not JSON. */
  textErrors: boolean;
}

export interface Operation {
  /** operationId; also names the answer's schema in components when it has no name of its own. */
  id: string;
  method?: 'get' | 'post' | 'delete';
  /** Public path template. */
  path: string;
  /** The pages/api route a rewritten public path is served by (lib/routing/internalRewrites.ts). */
  route?: string;
  tag: string;
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: Schema;
  answer: Schema | OtherBody;
  /** Answers 201 (with the same body) when it creates something, 200 when it existed already. */
  created?: boolean;
  /** The 4xx answers besides 200 (every route may also answer 5xx). */
  errors?: Array<400 | 401 | 403 | 404 | 405 | 413 | 429>;
  /** Security scheme name (components.securitySchemes). */
  security?: string;
}

const query = (
  name: string,
  description: string,
  schema: Schema = z.string(),
  example?: string,
): Parameter => ({ name, in: 'query', description, schema, ...(example ? { example } : {}) });
const inPath = (name: string, description: string, example: string, schema: Schema = z.string()) =>
  ({ name, in: 'path', description, schema, example }) satisfies Parameter;
const jsonQuery = (name: string, description: string, schema: Schema): Parameter => ({
  ...query(name, description, schema),
  json: true,
});

const whole = z.number().int();
const page = query('page', 'Page number; absent, 0, negative or malformed means 1.', whole);
const perPage = query('perPage', `Page size, clamped to 1..${MAX_PER_PAGE}.`, whole);
const term = query(
  'term',
  'Search words; accents and letter case are ignored.',
  z.string().max(500),
);
const filters = jsonQuery(
  'filters',
  'Search filter as URL-encoded JSON (SPEC section 3); unknown keys are ignored, wrong types are a 400.',
  searchFilterSchema,
);
const searchParameters = [
  term,
  filters,
  query('oldal', 'Page number (0 and 1 both mean the first page); `page` is accepted too.', whole),
  perPage,
];
const numericId = z.string().regex(/^\d{1,12}$/);
/** A build id as `next build` makes them (realAnswers.test.ts serves a build with this id). */
export const EXAMPLE_BUILD_ID = 'Qp3xV9nT2kL8mR4sW7yZa';
const slug = (what: string, example: string) => inPath('slug', `The ${what}'s slug.`, example);

const rss = { contentType: RSS_CONTENT_TYPE, textErrors: true };
const sitemap = { contentType: SITEMAP_CONTENT_TYPE, textErrors: true };

/** Every route under pages/api, by tag. */
export const apiOperations: Operation[] = [
  // Articles
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
      query('limit', 'Same as perPage.', whole),
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
    parameters: [slug('article', 'allampapir-kamatok-2027-mi-eri-meg')],
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
        '86',
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
    parameters: [inPath('id', 'The live blog’s article id.', '86', numericId)],
    answer: livePostsAnswerSchema,
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
  // Search
  {
    id: 'search',
    path: '/api/search',
    tag: 'search',
    summary: 'Search, or the cover groups of the sub-brands (for=)',
    parameters: [
      ...searchParameters,
      query(
        'for',
        'Group slugs separated by commas (after-new, g7-news, ...): answers `{ groups }`.',
      ),
    ],
    answer: z.union([listResultSchema, answers.searchGroupsSchema]),
    errors: [400],
  },
  {
    id: 'searchTitles',
    path: '/api/search/articles',
    tag: 'search',
    summary: 'Type-ahead: articles whose text matches the words typed so far',
    parameters: [term, query('limit', 'At most this many (1..20, default 5).', whole)],
    answer: answers.itemsSchema,
    errors: [400],
  },
  {
    id: 'searchHighlights',
    path: '/api/search/highlights',
    tag: 'search',
    summary: 'The highlighted articles above the search results (4)',
    parameters: [term, filters],
    answer: answers.itemsSchema,
    errors: [400],
  },
  {
    id: 'autocomplete',
    path: '/api/search/autocomplete',
    tag: 'search',
    summary: 'Sections, tags, authors and title matches for the search bar',
    parameters: [term, filters],
    answer: answers.autocompleteSchema,
    errors: [400],
  },
  // Front page
  {
    id: 'getIndexBoxes',
    path: '/api/index/boxes',
    tag: 'front page',
    summary:
      'The front page blocks, and their items under names (topBoxItems, middle1BoxItems, ...)',
    answer: answers.indexBoxesSchema,
  },
  {
    id: 'getAutoBlock',
    path: '/api/index/auto-block',
    tag: 'front page',
    summary: 'The automatic front page block (latest articles not placed by editors)',
    parameters: [query('v', `Layout version 1..${AUTO_BLOCK_VERSIONS} (default 1).`, whole)],
    answer: answers.autoBlockSchema,
    errors: [400],
  },
  {
    id: 'getIndexEpisodes',
    path: '/api/index/episodes',
    tag: 'front page',
    summary: 'The latest podcast episodes for the front page (4)',
    answer: answers.episodesSchema,
  },
  {
    id: 'getSectionBox',
    path: '/api/index/mstag/{tag}',
    tag: 'front page',
    summary: "A section's box: its latest articles",
    parameters: [inPath('tag', 'The section slug.', 'belfold')],
    answer: answers.sectionBoxSchema,
    errors: [400, 404],
  },
  {
    id: 'getRecommended',
    path: '/api/recommended/mstag/{tag}',
    tag: 'front page',
    summary: 'The recommender lists (all sections, or one section’s newest)',
    parameters: [
      inPath('tag', '`all`, or a section slug.', 'all'),
      query(
        'v',
        `Version 1..${RECOMMENDER_VERSIONS} that rotates the lists (anything else: 1).`,
        whole,
      ),
    ],
    answer: recommenderResponseSchema,
    errors: [400],
  },
  // Shared data
  {
    id: 'getFrontendInit',
    path: '/api/frontend/init',
    tag: 'shared data',
    summary: 'Shared data for the first render, with the menus',
    answer: answers.frontendInitSchema,
  },
  {
    id: 'getFrontendRefresh',
    path: '/api/frontend/refresh',
    tag: 'shared data',
    summary: 'Shared data polled every 15 s',
    answer: commonDataSchema,
  },
  {
    id: 'getHouseAd',
    path: '/api/ads/house',
    tag: 'shared data',
    summary: 'The house ad (our own promo) an ad slot shows when no ad network is configured',
    parameters: [
      query(
        'slot',
        'The slot (ad unit) name: 1-100 letters, digits, _ or -.',
        z.string(),
        'hv_cikk_also',
      ),
      query('device', 'desktop or mobile.', z.enum(['desktop', 'mobile']), 'mobile'),
      query('locale', "The page's language: hu (default) or en.", z.enum(['hu', 'en']), 'en'),
    ],
    answer: houseAdSchema,
    errors: [400],
  },
  {
    id: 'getClientConfig',
    path: '/api/frontend/client-config',
    tag: 'shared data',
    summary: "The browser runtime's configuration (the campaign script, or null)",
    answer: clientConfigSchema,
  },
  {
    id: 'getLatestBuild',
    path: '/api/build/latest',
    tag: 'shared data',
    summary: 'The id of the build this server runs (pages compare it to notice a new deployment)',
    answer: latestBuildSchema,
    errors: [404],
  },
  {
    id: 'getBuildManifest',
    path: '/api/build/manifest',
    tag: 'shared data',
    summary: 'The running build: id, time and page routes',
    answer: buildManifestSchema,
    errors: [404],
  },
  {
    id: 'getBuildManifestById',
    path: '/api/build/manifest/{id}',
    tag: 'shared data',
    summary:
      "A build's manifest, when this server runs that build (a page confirms a new deployment with it)",
    parameters: [
      inPath(
        'id',
        'The build id (as /api/build/latest answers it).',
        EXAMPLE_BUILD_ID,
        buildIdSchema,
      ),
    ],
    answer: buildManifestSchema,
    errors: [400, 404],
  },
  {
    id: 'getExchange',
    path: '/api/exchange',
    tag: 'shared data',
    summary: "A currency's rate, history and change against the edition's currency",
    parameters: [
      query(
        'currency',
        'A currency the edition lists, 3-letter code (default EUR); any other is a 400.',
        z.string().regex(/^[A-Za-z]{3}$/),
        'EUR',
      ),
      query(
        'range',
        'week, month or year (7, 30 or 365 days; default month), or a number of days 1..365.',
        z.union([z.enum(['week', 'month', 'year']), z.string().regex(/^\d{1,3}$/)]),
        'month',
      ),
    ],
    answer: answers.exchangeSchema,
    errors: [400],
  },
  {
    id: 'getExchangeRates',
    path: '/api/exchangerate',
    tag: 'shared data',
    summary: "Today's rates against the edition's currency",
    answer: z.array(exchangeRateSchema),
  },
  {
    id: 'getWeather',
    path: '/api/weather/{city}',
    tag: 'shared data',
    summary: "Current weather of one of the edition's cities (accents and case ignored)",
    parameters: [inPath('city', 'The city name.', 'budapest')],
    answer: weatherSchema,
    errors: [400, 404],
  },
  {
    id: 'getMinutes',
    path: '/api/minutes',
    tag: 'shared data',
    summary: "One day's supporter contributions (recurring, onetime)",
    parameters: [
      query(
        'day',
        'A day as YYYY-MM-DD, from the counter’s start (2025-03-28) to today (default: today).',
        z.iso.date(),
      ),
    ],
    answer: answers.minutesSchema,
    errors: [400],
  },
  {
    id: 'getCounter',
    path: '/api/counter',
    tag: 'shared data',
    summary:
      'Minutes of journalism bought since a day, up to today: 1 per one-time, 10 per recurring contribution',
    parameters: [
      query('from', 'A day as YYYY-MM-DD (default: the counter’s start).', z.iso.date()),
    ],
    answer: answers.counterSchema,
    errors: [400],
  },
  // Podcasts
  {
    id: 'listEpisodes',
    path: '/api/episodes',
    tag: 'podcasts',
    summary: 'Podcast episodes, newest first',
    parameters: [page, perPage],
    answer: answers.episodePageSchema,
  },
  {
    id: 'getEpisode',
    path: '/api/episodes/{slug}',
    tag: 'podcasts',
    summary: 'One podcast episode',
    parameters: [inPath('slug', 'The episode slug.', 'reggeli-kave-2026-11-02')],
    answer: podcastEpisodeSchema,
    errors: [400, 404],
  },
  {
    id: 'listPodcasts',
    path: '/api/podcasts/public/all',
    tag: 'podcasts',
    summary: 'Every podcast',
    answer: answers.podcastsSchema,
  },
  // Documents
  {
    id: 'getDoc',
    path: '/api/docs/{slug}',
    tag: 'documents',
    summary: 'A document page (impresszum, methodology, ...)',
    parameters: [slug('document', 'impresszum')],
    answer: answers.docSchema,
    errors: [400, 404],
  },
  {
    id: 'getUnique',
    path: '/api/unique/{slug}',
    tag: 'documents',
    summary: 'One editor-managed JSON block (e.g. sport-leagues)',
    parameters: [slug('block', 'sport-leagues')],
    answer: uniqueSchema,
    errors: [400, 404],
  },
  {
    id: 'getUniqueGroup',
    path: '/api/unique-groups/{id}',
    tag: 'documents',
    summary: 'A group of editor-managed blocks (13 holdblog, 27 after, 47 g7)',
    parameters: [inPath('id', 'The group id.', '27', numericId)],
    answer: uniqueGroupSchema,
    errors: [400, 404],
  },
  {
    id: 'getStaff',
    path: '/api/impress/staff',
    tag: 'documents',
    summary: 'The impresszum staff groups',
    answer: answers.staffSchema,
  },
  {
    id: 'getStoredDocument',
    path: '/api/documents/{kind}',
    tag: 'documents',
    summary:
      'A named JSON document of the store (for instances that read this one as their source)',
    parameters: [
      inPath(
        'kind',
        'Document kind (menus, frontpage, commonData, uniques, doc, ...).',
        'menus',
        z.string().regex(/^[a-zA-Z]{1,40}$/),
      ),
      query('key', 'Key within the kind (e.g. the doc slug).'),
    ],
    answer: answers.storedDocumentSchema,
    errors: [400, 404],
  },
  {
    id: 'getApiDocument',
    path: '/api/openapi.json',
    tag: 'documents',
    summary: 'This OpenAPI document',
    answer: answers.openApiDocumentSchema,
  },
  // Feeds, sitemaps, robots.txt and images: public paths rewritten to API routes.
  {
    id: 'getNewestFeed',
    path: '/rss',
    route: '/api/rss',
    tag: 'feeds',
    summary: 'The newest articles as RSS 2.0',
    answer: rss,
  },
  {
    id: 'getFlagListFeed',
    path: '/rss/{list}',
    route: '/api/rss/{list}',
    tag: 'feeds',
    summary: 'A flag list (legfontosabb, kedvenceink) as RSS 2.0',
    parameters: [
      inPath('list', 'The list.', 'legfontosabb', z.enum(['legfontosabb', 'kedvenceink'])),
    ],
    answer: rss,
    errors: [404],
  },
  {
    id: 'getSearchFeed',
    path: '/rss/archivum',
    route: '/api/rss/archivum',
    tag: 'feeds',
    summary: 'A search as RSS 2.0, with the parameters of /api/search',
    parameters: searchParameters,
    answer: rss,
    errors: [400],
  },
  ...(
    [
      ['rovat', 'section', 'getSectionFeed', 'gazdasag'],
      ['cimke', 'tag', 'getTagFeed', 'aszaly'],
      ['szerzo', 'author', 'getAuthorFeed', 'balogh-andras'],
    ] as const
  ).map(([segment, what, id, example]): Operation => ({
    id,
    path: `/rss/${segment}/{slug}`,
    route: `/api/rss/${segment}/{slug}`,
    tag: 'feeds',
    summary: `A ${what}'s articles as RSS 2.0 (unknown or empty: 404)`,
    parameters: [slug(what, example)],
    answer: rss,
    errors: [404],
  })),
  {
    id: 'getSitemapIndex',
    path: '/sitemap.xml',
    route: '/api/sitemap',
    tag: 'feeds',
    summary: 'The sitemap index',
    answer: sitemap,
  },
  {
    id: 'getPagesSitemap',
    path: '/sitemap/pages.xml',
    route: '/api/sitemap/pages',
    tag: 'feeds',
    summary: 'Sitemap of the front page, list routes and sections',
    answer: sitemap,
  },
  {
    id: 'getNewsSitemap',
    path: '/sitemap/news.xml',
    route: '/api/sitemap/news',
    tag: 'feeds',
    summary: "Google News sitemap of the last two days' articles",
    answer: sitemap,
  },
  {
    id: 'getMonthSitemap',
    path: '/sitemap/articles-{month}.xml',
    route: '/api/sitemap/articles/{month}',
    tag: 'feeds',
    summary: "Sitemap of one month's articles",
    parameters: [
      inPath('month', 'YYYY-MM.', '2026-10', z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
    ],
    answer: sitemap,
    errors: [404],
  },
  {
    id: 'getRobots',
    path: '/robots.txt',
    route: '/api/robots',
    tag: 'feeds',
    summary: 'robots.txt',
    answer: { contentType: ROBOTS_CONTENT_TYPE, textErrors: true },
  },
  {
    id: 'getUpload',
    path: '/uploads/{path}',
    route: '/api/uploads/{path}',
    tag: 'feeds',
    summary: 'An image; a size suffix (_768 or _768x432) serves it at that size',
    parameters: [
      inPath('path', 'Path under /uploads (may contain slashes).', 'images/example_768x432.svg'),
    ],
    answer: { contentType: 'image/svg+xml', textErrors: false },
    errors: [400, 404],
  },
  // Live scores (issue 15)
  {
    id: 'getLivescore',
    path: '/api/livescore/{path}',
    tag: 'live scores',
    summary: 'Football, Formula 1 and Olympic data in the api-sports shape: `{ response: [...] }`',
    description:
      'Paths: all/{football|formula-1} (live now); football/fixtures/{league}/{season}/all/{YYYY-MM-DD}; ' +
      'and the cache API paths football/{countries|seasons|live}, football/leagues/{country}, ' +
      'football/fixtures/{id}, football/fixtures/{league}/{season}/{YYYY-MM-DD|all}, ' +
      'football/{standings|topscorers|topyellowcards|topredcards}/{league}/{season}, ' +
      'formula-1/{races|drivers|teams}/{season}, formula-1/rankings/{drivers|teams}/{season}, ' +
      'formula-1/result/{race id; negative = starting grid}, formula-1/{circuit|team|driver}/{id}, ' +
      'formula-1/live; and olympics/games/{supplement slug} (medal table, programme, Hungarian events). ' +
      'Live answers may be cached for 5 s, settled ones for 5 minutes.',
    parameters: [inPath('path', 'The live-score path (may contain slashes).', 'football/seasons')],
    answer: answers.livescoreAnswerSchema,
    errors: [400, 404],
  },
  // Operations
  {
    id: 'revalidate',
    method: 'post',
    path: '/api/revalidate',
    tag: 'operations',
    summary: 'Revalidate pages on demand (paths, and every page that shows the given articles)',
    description: 'Give paths, ids or both.',
    requestBody: answers.revalidateRequestSchema,
    answer: answers.revalidateAnswerSchema,
    errors: [400, 401],
    security: 'revalidateSecret',
  },
  {
    id: 'reportCspViolation',
    method: 'post',
    path: '/api/csp-report',
    tag: 'operations',
    summary:
      'Where browsers report Content-Security-Policy violations; each is logged, 204 without a body',
    description:
      'A report-uri report ({"csp-report": {...}}, application/csp-report) or a Reporting API batch ' +
      '(an array of reports, application/reports+json); other reports in a batch are ignored.',
    requestBody: z.union([
      z.object({ 'csp-report': z.record(z.string(), z.unknown()) }),
      z.array(z.object({ type: z.string(), body: z.record(z.string(), z.unknown()) })),
    ]),
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400, 405, 413],
  },
  // Accounts and preview (issue 14)
  {
    id: 'login',
    method: 'post',
    path: '/api/login',
    tag: 'accounts',
    summary: 'Step one of the login: email and password; mails a one-time code',
    requestBody: answers.loginRequestSchema,
    answer: answers.firstStepAnswerSchema,
    errors: [400, 401, 403, 429],
  },
  {
    id: 'verifyLoginCode',
    method: 'post',
    path: '/api/login/otp/verify',
    tag: 'accounts',
    summary: 'Step two: the mailed code, with the first-step token as bearer; answers the tokens',
    requestBody: answers.codeRequestSchema,
    answer: answers.sessionAnswerSchema,
    errors: [400, 401, 403, 429],
    security: 'firstStepToken',
  },
  {
    id: 'startSocialLogin',
    path: '/api/login/google',
    tag: 'accounts',
    summary:
      'Redirects to the OpenID Connect provider (code flow, 10-character state); without a provider that answers, to /login?hiba=google',
    parameters: [query('path', 'A path on this site to open after the login.')],
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400],
  },
  {
    id: 'checkSocialLogin',
    method: 'post',
    path: '/api/login/google/check',
    tag: 'accounts',
    summary: "The provider's code (form: code, redirect_uri, state); answers the tokens",
    requestBody: answers.socialCheckRequestSchema,
    answer: answers.sessionAnswerSchema,
    errors: [400, 401, 403, 404, 429],
  },
  {
    id: 'refreshToken',
    method: 'post',
    path: '/api/token/refresh',
    tag: 'accounts',
    summary: 'A new token pair for a refresh token (body or cookie); a reused one ends its family',
    requestBody: answers.refreshRequestSchema,
    answer: answers.sessionAnswerSchema,
    errors: [400, 401, 403],
  },
  {
    id: 'currentUser',
    path: '/api/me',
    tag: 'accounts',
    summary: 'The signed-in user (bearer or session cookie)',
    answer: answers.meAnswerSchema,
    errors: [401],
    security: 'accessToken',
  },
  {
    id: 'logout',
    path: '/api/logout',
    tag: 'accounts',
    summary: 'Ends the session: revokes the refresh token family, clears the cookies, ends preview',
    answer: answers.logoutAnswerSchema,
    errors: [403],
  },
  {
    id: 'startPreview',
    path: '/api/preview',
    tag: 'accounts',
    summary: "An editor's preview URL: draft mode and the page, or /login with the path kept",
    parameters: [query('path', 'A path on this site (anything else is a 400).', z.string(), '/')],
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400],
  },
  {
    id: 'exitPreview',
    path: '/api/preview/exit',
    tag: 'accounts',
    summary: 'Leaves preview mode and opens the path',
    parameters: [query('path', 'A path on this site.', z.string(), '/')],
    answer: { contentType: 'text/plain', textErrors: false },
  },
  {
    id: 'userInfo',
    path: '/api/v1/user/info',
    tag: 'CRM',
    summary: "The signed-in reader's account",
    answer: answers.userInfoSchema,
    errors: [401],
    security: 'accessToken',
  },
  {
    id: 'userSubscriptions',
    path: '/api/v1/users/subscriptions',
    tag: 'CRM',
    summary: "The reader's subscriptions with start and end dates",
    parameters: [query('show_finished', '1 also lists finished subscriptions.', z.string(), '1')],
    answer: answers.subscriptionsAnswerSchema,
    errors: [401],
    security: 'accessToken',
  },
  {
    id: 'crmToken',
    method: 'post',
    path: '/api/v2/user/token',
    tag: 'CRM',
    summary: "A short-lived CRM token for the reader's own email",
    requestBody: answers.crmTokenRequestSchema,
    answer: answers.crmTokenAnswerSchema,
    errors: [400, 401, 403],
    security: 'accessToken',
  },
  // Newsletters (issue 17): sign-up with double opt-in, the mails' links, the promo's hide buttons.
  {
    id: 'subscribeNewsletter',
    method: 'post',
    path: '/api/newsletter/subscribe',
    tag: 'newsletters',
    summary: 'Signs an address up to newsletters of this edition; mails the confirmation link',
    description:
      'A JSON or form body (SPEC section 7). The sign-up is stored before its mail goes out and is ' +
      'pending until the mailed link is confirmed. Repeating it stores nothing twice; the mail goes ' +
      'again after a minute at the earliest. 400 names the bad field (`field`); 429 with ' +
      'Retry-After past the per-address limit; 503 with Retry-After when the mail could not be sent ' +
      '(the sign-up stays stored: `stored: true`). A browser form post (Accept: text/html) gets a ' +
      '303 to /hirlevel/feliratkozas with the outcome instead. Refused cross-site.',
    requestBody: newsletterSubscribeRequestSchema,
    answer: newsletterSubscribeAnswerSchema,
    errors: [400, 403, 405, 413, 429],
  },
  {
    id: 'confirmNewsletter',
    method: 'post',
    path: '/api/newsletter/confirm',
    tag: 'newsletters',
    summary: 'Confirms a sign-up with the token of its mail’s link (once, before it expires)',
    description:
      '404 for a token that is not this edition’s, 410 (`reason` token-used or token-expired) for ' +
      'one used or expired. A browser form post gets a 303 to /hirlevel/megerosites with the ' +
      'outcome. Limited per address; refused cross-site.',
    requestBody: newsletterTokenRequestSchema,
    answer: newsletterLinkAnswerSchema,
    errors: [400, 403, 404, 405, 413, 429],
  },
  {
    id: 'unsubscribeNewsletter',
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    tag: 'newsletters',
    summary: 'Unsubscribes: the List-Unsubscribe one-click post (RFC 8058) or the page’s button',
    description:
      'The token in the URL (as the List-Unsubscribe header gives it, with the body ' +
      '`List-Unsubscribe=One-Click`) or in the body. Idempotent and never rate-limited. 404 for a ' +
      'token that is not this edition’s. A browser form post gets a 303 to /hirlevel/leiratkozas.',
    parameters: [query('token', 'The token of the mail’s unsubscribe link.')],
    requestBody: newsletterTokenRequestSchema,
    answer: newsletterLinkAnswerSchema,
    errors: [400, 404, 405, 413],
  },
  {
    id: 'openUnsubscribeLink',
    path: '/api/newsletter/unsubscribe',
    tag: 'newsletters',
    summary: 'A 303 to the unsubscribe page, which asks before anything is done',
    parameters: [query('token', 'The token of the mail’s unsubscribe link.')],
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400],
  },
  {
    id: 'hideNewsletterPromo',
    method: 'post',
    path: '/api/newsletter/promo',
    tag: 'newsletters',
    summary: 'Hides the newsletter promo (SPEC §4, §9): sets its cookie, 303 back',
    description:
      'A form: place (front, article), kind (temporary: 1 day on the front page, 2 days on ' +
      'articles; permanent: 2 years, everywhere) and back, a path on this site. Refused cross-site.',
    requestBody: newsletterPromoRequestSchema,
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400, 403, 405, 413],
  },
  // Quizzes (issue 17): the voter token and the GraphQL quiz service (SPEC section 7).
  {
    id: 'getQuizToken',
    method: 'post',
    path: '/api/functions/get-quiz-token',
    tag: 'quizzes',
    summary: 'The reader’s quiz voter token as text, also set as the quizToken cookie',
    description:
      'No body. A valid token in the quizToken cookie is answered again (one identity per reader); ' +
      'new tokens are limited per address. The cookie lasts about a year and scripts may read it: ' +
      'the page sends the token to /api/quiz as its bearer token. Refused cross-site.',
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [403, 405, 429],
  },
  {
    id: 'quizGraphql',
    method: 'post',
    path: '/api/quiz',
    tag: 'quizzes',
    summary: 'The GraphQL quiz service: quiz(id), userAnswers(quizId), addOrUpdateAnswers',
    description:
      'GraphQL over HTTP with the quiz token as bearer (SDL: lib/quiz/graphqlSchema.ts). Queries ' +
      'also by GET (?query=&variables=), mutations only by POST. Every error, HTTP ones included ' +
      '(401 without a valid token, 400 for a body that is no GraphQL request, 405, 413 over 64 kB, ' +
      '429 with Retry-After for too many submissions), is GraphQL-shaped: ' +
      '{ "errors": [{ "message", "extensions": { "code" } }] }. Refused answers (BAD_USER_INPUT, ' +
      'QUESTION_CLOSED) and queries too deep or too costly answer 200 with errors.',
    requestBody: graphqlRequestSchema,
    answer: graphqlAnswerSchema,
    security: 'quizToken',
  },
  // Topic notifications (issue 17): a browser follows tags and sections by its own client token.
  {
    id: 'followedTopics',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'The topics (tag:{slug}, section:{slug}) a browser follows',
    description: 'Answered privately and never cached (Cache-Control: private, no-store).',
    parameters: [
      query(
        'clientToken',
        'Required: the browser’s client token.',
        clientTokenSchema,
        'peldaBongeszoToken_0123456789ab',
      ),
    ],
    answer: topicsAnswerSchema,
    errors: [400],
  },
  {
    id: 'followTopic',
    method: 'post',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'Follows a tag or section of this edition: 201, or 200 when it was followed already',
    description:
      'A JSON or form body. The topic must be a tag or section whose list page exists on this ' +
      'edition (else a 400 "Unknown topic."). Limited per address; refused cross-site.',
    requestBody: topicRequestSchema,
    answer: topicsAnswerSchema,
    created: true,
    errors: [400, 403, 413, 429],
  },
  {
    id: 'unfollowTopic',
    method: 'delete',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'Unfollows a topic (idempotent); answers the topics still followed',
    description:
      'A JSON body, or clientToken and topic as query parameters. Limited per address; refused ' +
      'cross-site.',
    parameters: [
      query('clientToken', 'The browser’s client token (instead of the body).', clientTokenSchema),
      query('topic', 'The topic (instead of the body).', topicRequestSchema.shape.topic),
    ],
    requestBody: topicRequestSchema,
    answer: topicsAnswerSchema,
    errors: [400, 403, 413, 429],
  },
];

const errorResponses = {
  400: ['BadRequest', 'Bad input (a malformed or too long parameter).'],
  401: ['Unauthorized', 'Missing or wrong secret or token.'],
  403: [
    'Forbidden',
    'Refused (a cross-site request, another account, a provider without a verified email).',
  ],
  404: ['NotFound', 'Nothing by that name.'],
  405: ['MethodNotAllowed', 'Not a method of this path (the Allow header lists them).'],
  413: ['PayloadTooLarge', 'The request body is too large.'],
  429: ['TooManyRequests', 'Too many attempts: wait the Retry-After seconds.'],
} as const;

/** Named component schemas: every answer that uses them refers to them instead of repeating them. */
const namedSchemas: Record<string, Schema> = {
  ApiError: answers.apiErrorSchema,
  ListItem: listItemSchema,
  Article: articleSchema,
  ListResult: listResultSchema,
  Items: answers.itemsSchema,
  CommonData: commonDataSchema,
  ExchangeRate: exchangeRateSchema,
  PodcastEpisode: podcastEpisodeSchema,
};

function isOtherBody(answer: Operation['answer']): answer is OtherBody {
  return 'contentType' in answer;
}

type Json = Record<string, unknown>;

export interface ParameterObject extends Json {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  example?: string;
}

export interface OperationObject extends Json {
  operationId: string;
  'x-api-route'?: string;
  parameters?: ParameterObject[];
  responses: Record<string, Json>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

function without(object: Json, ...keys: string[]): Json {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

const jsonSchemaOptions = (io: 'input' | 'output') => ({
  target: 'draft-2020-12' as const,
  io,
  // No `unrepresentable: 'any'`: a transform in an answer schema must fail the tests, not be
  // documented as "anything".
  override: ({ jsonSchema }: { jsonSchema: { maximum?: number; minimum?: number } }) => {
    // zod bounds every integer to the safe range; in a document that is only noise.
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  },
});

/** JSON Schema 2020-12 as OpenAPI 3.1 embeds it: without a $schema (or $id) of its own. */
function inlineSchema(schema: Schema, io: 'input' | 'output'): Json {
  return without(z.toJSONSchema(schema, jsonSchemaOptions(io)), '$schema');
}

function parameterObject(parameter: Parameter): ParameterObject {
  const schema = inlineSchema(parameter.schema, 'input');
  return {
    name: parameter.name,
    in: parameter.in,
    description: parameter.description,
    required: parameter.in === 'path',
    ...(parameter.json ? { content: { 'application/json': { schema } } } : { schema }),
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
  };
}

export interface ApiDocumentOptions {
  /** Name of the edition the document describes. */
  title: string;
  /** Public origin of the edition. */
  serverUrl: string;
}

/** The OpenAPI 3.1 document of the table above; pure. */
export function buildApiDocument({ title, serverUrl }: ApiDocumentOptions): ApiDocument {
  // Answers go into components.schemas under a name (their own in namedSchemas, else the operation's),
  // so schemas used by several answers are written once and referred to.
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const refTo = (schema: Schema, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return { $ref: `#/components/schemas/${registry.get(schema)!.id}` };
  };

  const paths: ApiDocument['paths'] = {};
  for (const operation of apiOperations) {
    const { answer } = operation;
    const name = operation.id[0]!.toUpperCase() + operation.id.slice(1);
    const errorSuffix = isOtherBody(answer) && answer.textErrors ? 'Text' : '';
    (paths[operation.path] ??= {})[operation.method ?? 'get'] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.route ? { 'x-api-route': operation.route } : {}),
      ...(operation.parameters ? { parameters: operation.parameters.map(parameterObject) } : {}),
      ...(operation.requestBody
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: inlineSchema(operation.requestBody, 'input') },
              },
            },
          }
        : {}),
      ...(operation.security ? { security: [{ [operation.security]: [] }] } : {}),
      responses: {
        200: {
          description: 'OK',
          content: isOtherBody(answer)
            ? { [answer.contentType]: { schema: { type: 'string' } } }
            : { 'application/json': { schema: refTo(answer, `${name}Answer`) } },
        },
        ...(operation.created && !isOtherBody(answer)
          ? {
              201: {
                description: 'Created',
                content: { 'application/json': { schema: refTo(answer, `${name}Answer`) } },
              },
            }
          : {}),
        ...Object.fromEntries(
          (operation.errors ?? []).map((status) => [
            status,
            { $ref: `#/components/responses/${errorResponses[status][0]}${errorSuffix}` },
          ]),
        ),
      },
    };
  }

  const { schemas } = z.toJSONSchema(registry, {
    ...jsonSchemaOptions('output'),
    uri: (id) => `#/components/schemas/${id}`,
  });
  const responses = Object.fromEntries(
    Object.values(errorResponses).flatMap(([name, description]) => [
      [
        name,
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ],
      [`${name}Text`, { description, content: { 'text/plain': { schema: { type: 'string' } } } }],
    ]),
  );
  return {
    openapi: '3.1.1',
    info: {
      title: `${title} API`,
      version: '1.0.0',
      description:
        'The public JSON API (SPEC section 7), feeds and sitemaps. Errors of the JSON routes are ' +
        '`{ "error": { "status", "message" } }`; page numbers and sizes are clamped, never rejected.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, schema]) => [id, without(schema, '$schema', '$id')]),
      ),
      responses,
      securitySchemes: {
        revalidateSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The shared secret REVALIDATE_SECRET.',
        },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /api/login/otp/verify (or the hv_access cookie).',
        },
        firstStepToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The first-step token of POST /api/login.',
        },
        quizToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The voter token of POST /api/functions/get-quiz-token.',
        },
      },
    },
  };
}
