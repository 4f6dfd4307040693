// GET /api/preview?path= (SPEC section 4, issue 14): the preview URL an editor opens. A signed-in
// editor enters preview (Next.js draft mode) and lands on the page; anyone else is sent to /login with
// the path kept in a cookie (same-origin paths only; anything else is a 400); a signed-in account
// without the right is logged out first (SPEC section 6: "a 403 logs the user out").
import { clearSessionCookies, getAccounts, requestAuth } from '@/lib/accounts/authHttp';
import { privateRoute } from '@/lib/http/privateRoute';
import {
  appendCookies,
  clearCookie,
  COOKIES,
  cookieValue,
  isSecureRequest,
  keptPathCookie,
} from '@/lib/accounts/cookies';
import { loginPath, pathParam, previewDecision, redirect } from '@/lib/accounts/preview';

export default privateRoute(['GET'], async (req, res) => {
  const path = pathParam(req.query.path) ?? '/';
  const secure = isSecureRequest(req);
  const decision = previewDecision(await requestAuth(req));
  if (decision.kind === 'enter') {
    res.setDraftMode({ enable: true });
    appendCookies(res, [clearCookie(COOKIES.keptPath, secure)]);
    return redirect(res, path);
  }
  if (decision.kind === 'forbidden') {
    const { accounts } = await getAccounts();
    await accounts.logout(cookieValue(req, COOKIES.refresh));
    clearSessionCookies(req, res);
    res.setDraftMode({ enable: false });
  }
  appendCookies(res, [keptPathCookie(path, secure)]);
  redirect(res, loginPath(decision.kind === 'forbidden'));
});
