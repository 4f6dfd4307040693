// GET /api/logout (SPEC section 7): ends the session: the refresh token's family is revoked, the
// cookies are cleared and preview (draft) mode ends. Always succeeds, signed in or not.
import {
  authRoute,
  clearSessionCookies,
  getAccounts,
  HttpError,
  sendJson,
} from '@/lib/accounts/authHttp';
import { COOKIES, cookieValue } from '@/lib/accounts/cookies';

export default authRoute(['GET'], async (req, res) => {
  // A cross-site GET may not end a session (an image tag on another site could otherwise do it).
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new HttpError(403, 'Cross-site request refused.', 'cross-site');
  const { accounts } = await getAccounts();
  await accounts.logout(cookieValue(req, COOKIES.refresh));
  clearSessionCookies(req, res);
  res.setDraftMode({ enable: false });
  sendJson(res, { loggedInUser: null, isAuthenticated: false });
});
