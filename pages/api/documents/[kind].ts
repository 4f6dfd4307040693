// GET /api/documents/{kind}?key= : the named JSON documents of the store (menus, front page blocks,
// common data, uniques, docs ...) for this edition, so another instance can use this one as its
// remote content source. Not part of the original API.
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';

const KIND = /^[a-zA-Z]{1,40}$/;

export default apiRoute(async (req) => {
  const kind = queryText(req.query.kind, 40) ?? '';
  if (!KIND.test(kind)) throw new BadRequestError('unknown document kind');
  const data = await getContentSource().getDocument(kind, queryText(req.query.key, 200) ?? '');
  return data === null ? null : { data };
});
