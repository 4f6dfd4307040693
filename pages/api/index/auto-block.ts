// GET /api/index/auto-block?v=1..4 : the automatic front page block (latest articles not placed by
// editors); the version picks its layout on the page.
import { getContentSource } from '@/lib/content/getContentSource';
import { getFrontPageBlocks } from '@/lib/content/services/frontPage';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { autoBlockVersionSchema } from '@/lib/schemas/frontpage';

export default apiRoute(async (req) => {
  const raw = queryText(req.query.v, 4);
  const version = autoBlockVersionSchema.safeParse(raw === undefined ? 1 : Number(raw));
  if (!version.success) throw new BadRequestError('v must be 1, 2, 3 or 4');
  const blocks = await getFrontPageBlocks(getContentSource());
  return {
    version: version.data,
    items: blocks.find((block) => block.type === 'auto')?.items ?? [],
  };
});
