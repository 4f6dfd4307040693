// GET /rss/rovat/{slug} (rewritten here): a section's articles as RSS 2.0, english, after and g7
// included; unknown or empty -> 404.
import { listFeed } from '@/lib/feeds/feedDefinitions';
import { feedRoute } from '@/lib/feeds/feedRoute';

export default feedRoute((req) => listFeed('rovat', req.query.slug));
