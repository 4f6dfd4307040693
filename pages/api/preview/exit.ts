// GET /api/preview/exit?path=: leaves preview (draft) mode and opens the page: `path`, else the page the
// link was clicked on (Referer, this site's only), else the front page.
import { privateRoute } from '@/lib/http/privateRoute';
import { redirect } from '@/lib/accounts/preview';
import { queryText } from '@/lib/http/apiRoute';
import { requestOrigin } from '@/lib/accounts/origin';
import { safeKeptPath } from '@/lib/rules/keptPath';
import type { NextApiRequest } from 'next';

function refererPath(req: NextApiRequest): string | null {
  try {
    const referer = new URL(req.headers.referer ?? '');
    return referer.origin === requestOrigin(req)
      ? safeKeptPath(`${referer.pathname}${referer.search}`)
      : null;
  } catch {
    return null;
  }
}

export default privateRoute(['GET'], async (req, res) => {
  res.setDraftMode({ enable: false });
  redirect(res, safeKeptPath(queryText(req.query.path, 2_000)) ?? refererPath(req) ?? '/');
});
