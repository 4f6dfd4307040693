// The document's operations of the feeds tag: feeds, sitemaps, robots.txt and images, public paths
// that lib/routing/internalRewrites.ts rewrites to API routes (`route`).
import { z } from 'zod';
import { ROBOTS_CONTENT_TYPE } from '../../feeds/robotsTxt';
import { RSS_CONTENT_TYPE } from '../../feeds/rssDocument';
import { SITEMAP_CONTENT_TYPE } from '../../feeds/sitemapXml';
import { inPath, slug, type Operation } from '../operation';
import { searchParameters } from './search';

const rss = { contentType: RSS_CONTENT_TYPE, textErrors: true };
const sitemap = { contentType: SITEMAP_CONTENT_TYPE, textErrors: true };

export const feedsOperations: Operation[] = [
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
    summary:
      'An upload: a photo variant (a size suffix the pages ask for, _768 or _768x432; AVIF, WebP or JPEG by Accept, the 1200x630 share size always JPEG), a drawing (SVG) or demo audio',
    parameters: [
      inPath('path', 'Path under /uploads (may contain slashes).', 'images/example_768x432.svg'),
    ],
    answer: { contentType: 'image/svg+xml', textErrors: false },
    errors: [400, 404, 413, 415, 422],
  },
];
