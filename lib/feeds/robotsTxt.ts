// robots.txt: crawl everything except the JSON API and search results (/archivum with a query: endless
// combinations of term, filters and pages; the archive itself stays reachable through the sitemaps),
// and name the sitemap index.
export const ROBOTS_CONTENT_TYPE = 'text/plain; charset=utf-8';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    // Prefix match: any /archivum?... URL; `*` wildcards are not needed (and not every crawler has them).
    'Disallow: /archivum?',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
