// GET /api/logout (SPEC section 7): ends the session: the refresh token's family is revoked, the
// cookies are cleared and preview (draft) mode ends. Always succeeds, signed in or not.
import { clearSessionCookies, getAccounts } from '@/lib/accounts/authHttp';
import { isCrossSite, privateRoute, sendJson } from '@/lib/http/privateRoute';
import { HttpError } from '@/lib/http/httpError';
import { COOKIES, cookieValue } from '@/lib/accounts/cookies';

export default privateRoute(['GET'], async (req, res) => {
  // Only the site itself may end a session: an image tag on another site, or on a sibling subdomain
  // (same-site, not same-origin: issue 28), could otherwise do it.
  if (isCrossSite(req)) throw new HttpError(403, 'Cross-site request refused.', 'cross-site');
  const { accounts } = await getAccounts();
  await accounts.logout(cookieValue(req, COOKIES.refresh));
  clearSessionCookies(req, res);
  res.setDraftMode({ enable: false });
  sendJson(res, { loggedInUser: null, isAuthenticated: false });
});
