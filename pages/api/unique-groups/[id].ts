// GET /api/unique-groups/{id} : a group of uniques (13 holdblog, 27 after, 47 g7).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, requireId } from '@/lib/http/apiRoute';
import { uniqueGroupSchema } from '@/lib/schemas/misc';

export default apiRoute(async (req) => {
  const id = requireId(req.query.id);
  const groups = uniqueGroupSchema
    .array()
    .parse(await getContentSource().getDocument('uniqueGroups'));
  return groups.find((group) => group.id === id) ?? null;
});
