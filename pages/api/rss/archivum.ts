// GET /rss/archivum?term=&filters=<JSON>&oldal=&perPage= (rewritten here): a search as RSS 2.0, with
// the parameters of /api/search; bad filters are a 400.
import { archiveFeed } from '@/lib/feeds/feedDefinitions';
import { feedRoute } from '@/lib/feeds/feedRoute';

export default feedRoute((req) => archiveFeed(req.query));
