// GET /api/index/episodes : the latest podcast episodes for the front page (4).
import { getContentSource } from '@/lib/content/getContentSource';
import { getEpisodes } from '@/lib/content/services/podcasts';
import { LATEST_EPISODES_DEFAULT } from '@/lib/constants';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => ({
  items: (await getEpisodes(getContentSource())).slice(0, LATEST_EPISODES_DEFAULT),
}));
