// GET /api/recommended/mstag/all?v=1..20 (or /mstag/{section}) : the recommender lists with their caps.
import { getContentSource } from '@/lib/content/getContentSource';
import { getRecommended } from '@/lib/content/services/recommended';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { recommenderVersion } from '@/lib/rules/recommenderCaps';

export default apiRoute(async (req) => {
  const tag = (queryText(req.query.tag, 200) ?? 'all').toLowerCase();
  return getRecommended(
    getContentSource(),
    recommenderVersion(req.query.v),
    tag === 'all' ? undefined : tag,
  );
});
