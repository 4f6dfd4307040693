// GET /api/index/mstag/{tag} : a section's box on the front page (latest articles of the section).
import { getContentSource } from '@/lib/content/getContentSource';
import { LATEST_ARTICLES_DEFAULT } from '@/lib/constants';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) => {
  const key = (queryText(req.query.tag, 200) ?? '').toLowerCase();
  const list = await getContentSource().listArticles({
    filter: { kind: 'mstag', key },
    page: 1,
    perPage: LATEST_ARTICLES_DEFAULT,
  });
  return list.totalItems === 0 ? null : { title: list.title, items: list.items };
});
