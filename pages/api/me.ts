// GET /api/me (SPEC section 7): the signed-in user (SPEC section 3 "auth": loggedInUser,
// isAuthenticated), by bearer or session cookie; 401 with SPEC section 4's messages otherwise.
import { requireUser } from '@/lib/accounts/authHttp';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { publicUser } from '@/lib/accounts/accountService';

export default privateRoute(['GET'], async (req, res) => {
  const { user } = await requireUser(req);
  sendJson(res, { loggedInUser: publicUser(user), isAuthenticated: true });
});
