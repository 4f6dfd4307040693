// GET /api/preview/exit?path=: leaves preview (draft) mode and opens the page (the front page when the
// path is missing or not a path on this site).
import { authRoute } from '@/lib/accounts/authHttp';
import { redirect } from '@/lib/accounts/preview';
import { queryText } from '@/lib/http/apiRoute';
import { safeKeptPath } from '@/lib/rules/keptPath';

export default authRoute(['GET'], async (req, res) => {
  res.setDraftMode({ enable: false });
  redirect(res, safeKeptPath(queryText(req.query.path, 2_000)) ?? '/');
});
