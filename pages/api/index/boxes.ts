// GET /api/index/boxes : the front page blocks with their items, plus named box lists.
import { getContentSource } from '@/lib/content/getContentSource';
import { getIndexBoxes } from '@/lib/content/services/frontPage';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => getIndexBoxes(getContentSource()));
