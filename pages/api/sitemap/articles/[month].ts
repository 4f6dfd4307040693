// GET /sitemap/articles-YYYY-MM.xml (rewritten here): the articles of one month; a month outside the
// archive or a malformed one -> 404.
import { sitemapRoute } from '@/lib/feeds/sitemapRoute';
import { parseMonth } from '@/lib/feeds/sitemapMonths';
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { buildMonthSitemap, isPastMonth } from '@/lib/feeds/sitemaps';

export default sitemapRoute(async (source, site, req) => {
  const month = parseMonth(req.query.month);
  if (!month) return null;
  const body = await buildMonthSitemap(source, site, month);
  if (body === null) return null;
  return isPastMonth(month, new Date(), site.timeZone)
    ? { body, maxAge: ANSWER_LIFETIME_SECONDS.settled }
    : { body };
});
