// GET /api/articles?filters[tag|mstag|author|flag]=x&filters[parent]=id&page=&perPage=&limit=&excludes=
import { getContentSource } from '@/lib/content/getContentSource';
import type { ListFilter } from '@/lib/content/contentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { parseListSize, parsePage } from '@/lib/rules/paging';

const filterKinds = ['tag', 'mstag', 'author', 'flag'] as const;

export default apiRoute(async (req) => {
  const filters = filterKinds.flatMap((kind): ListFilter[] => {
    const key = queryText(req.query[`filters[${kind}]`], 200)?.trim().toLowerCase();
    return key ? [{ kind, key }] : [];
  });
  if (filters.length > 1) throw new BadRequestError('use one of filters[tag|mstag|author|flag]');
  const page = parsePage(req.query.page ?? req.query.oldal);
  const perPage = parseListSize(req.query);
  const excludes = (queryText(req.query.excludes) ?? '')
    .split(',')
    .filter((id) => /^\d{1,12}$/.test(id))
    .map(Number)
    .slice(0, 100);
  const parent = queryText(req.query['filters[parent]'], 20);
  const source = getContentSource();
  const slugs = queryText(req.query.slugs, 4_000);
  if (slugs !== undefined) {
    return { items: await source.getItemsBySlugs(slugs.split(',').filter(Boolean).slice(0, 100)) };
  }
  if (parent && /^\d+$/.test(parent)) {
    return source.getArticleItems(Number(parent), { page, perPage });
  }
  return source.listArticles({ filter: filters[0], page, perPage, excludes });
});
