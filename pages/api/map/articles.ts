// GET /api/map/articles?mstag={slug} : the articles of a section that carry map coordinates (title,
// url, geo), newest first, for the hike map of /rovat/szepkilatas (not part of the original API).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default apiRoute(async (req) => {
  const mstag = queryText(req.query.mstag, 200)?.trim().toLowerCase() ?? '';
  if (!SLUG.test(mstag)) throw new BadRequestError('mstag must be a section slug');
  return { items: await getContentSource().getMapArticles(mstag) };
});
