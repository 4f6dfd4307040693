// GET /sitemap/news.xml (rewritten here): the Google News sitemap of the last two days' articles.
import { sitemapRoute } from '@/lib/feeds/sitemapRoute';
import { buildNewsSitemap } from '@/lib/feeds/sitemaps';

export default sitemapRoute((source, site) => buildNewsSitemap(source, site));
