// GET /api/unique/{slug} : one editor-managed JSON document (e.g. sport-leagues).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { uniqueSchema } from '@/lib/schemas/misc';

export default apiRoute(async (req) => {
  const slug = queryText(req.query.slug, 200);
  const uniques = uniqueSchema.array().parse(await getContentSource().getDocument('uniques'));
  return uniques.find((unique) => unique.slug === slug) ?? null;
});
