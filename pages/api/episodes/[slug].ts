// GET /api/episodes/{slug} : one podcast episode.
import { getContentSource } from '@/lib/content/getContentSource';
import { getEpisodes } from '@/lib/content/services/podcasts';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) => {
  const slug = queryText(req.query.slug, 200);
  return (await getEpisodes(getContentSource())).find((episode) => episode.slug === slug) ?? null;
});
