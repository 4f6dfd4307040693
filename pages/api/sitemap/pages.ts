// GET /sitemap/pages.xml (rewritten here): the front page, list routes and sections of the menus.
import { sitemapRoute } from '@/lib/feeds/sitemapRoute';
import { buildPagesSitemap } from '@/lib/feeds/sitemaps';

export default sitemapRoute((source, site) => buildPagesSitemap(source, site));
