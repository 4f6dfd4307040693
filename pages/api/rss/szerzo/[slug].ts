// GET /rss/szerzo/{slug} (rewritten here): an author's articles as RSS 2.0; unknown or empty -> 404.
import { listFeed } from '@/lib/feeds/feedDefinitions';
import { feedRoute } from '@/lib/feeds/feedRoute';

export default feedRoute((req) => listFeed('szerzo', req.query.slug));
