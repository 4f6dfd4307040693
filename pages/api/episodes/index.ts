// GET /api/episodes?perPage= : latest podcast episodes (default 4).
import { getContentSource } from '@/lib/content/getContentSource';
import { getEpisodes } from '@/lib/content/services/podcasts';
import { LATEST_EPISODES_DEFAULT } from '@/lib/constants';
import { apiRoute } from '@/lib/http/apiRoute';
import { parsePage, parsePerPage } from '@/lib/rules/paging';
import { totalPages } from '@/lib/rules/paging';

export default apiRoute(async (req) => {
  const perPage = parsePerPage(req.query.perPage, LATEST_EPISODES_DEFAULT);
  const page = parsePage(req.query.page);
  const episodes = await getEpisodes(getContentSource());
  return {
    items: episodes.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    totalItems: episodes.length,
    totalPages: totalPages(episodes.length, perPage),
  };
});
