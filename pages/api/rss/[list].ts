// GET /rss/legfontosabb and /rss/kedvenceink (rewritten here): the lists that carry a flag, as RSS 2.0
// (SPEC section 2: each list has an RSS link); any other name -> 404.
import { flagListFeed } from '@/lib/feeds/feedDefinitions';
import { feedRoute } from '@/lib/feeds/feedRoute';

export default feedRoute((req) => flagListFeed(req.query.list));
