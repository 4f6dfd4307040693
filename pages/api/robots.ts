// GET /robots.txt (rewritten here): what crawlers may fetch, and where the sitemap index is.
import { edition } from '@/editions/currentEdition';
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { ROBOTS_CONTENT_TYPE, robotsTxt } from '@/lib/feeds/robotsTxt';
import { xmlRoute } from '@/lib/feeds/xmlRoute';

export default xmlRoute(async () => ({
  body: robotsTxt(edition.siteUrl),
  contentType: ROBOTS_CONTENT_TYPE,
  maxAge: ANSWER_LIFETIME_SECONDS.settled,
}));
