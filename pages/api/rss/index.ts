// GET /rss (rewritten here): the newest articles as RSS 2.0.
import { newestFeed } from '@/lib/feeds/feedDefinitions';
import { feedRoute } from '@/lib/feeds/feedRoute';

export default feedRoute(() => newestFeed());
