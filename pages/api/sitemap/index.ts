// GET /sitemap.xml (rewritten here): the sitemap index (pages, news, one sitemap per archive month).
import { sitemapRoute } from '@/lib/feeds/sitemapRoute';
import { buildSitemapIndex } from '@/lib/feeds/sitemaps';

export default sitemapRoute((source, site) => buildSitemapIndex(source, site));
