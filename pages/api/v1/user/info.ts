// GET /api/v1/user/info (SPEC section 7, CRM, bearer or session cookie): the signed-in reader's account.
import { requireUser } from '@/lib/accounts/authHttp';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { publicUser } from '@/lib/accounts/accountService';

export default privateRoute(['GET'], async (req, res) => {
  const { user, store } = await requireUser(req);
  const active = await store.subscriptions(user.id, { showFinished: false, now: Date.now() });
  sendJson(res, {
    ...publicUser(user),
    hasActiveSubscription: active.length > 0,
    createdAt: new Date(user.createdAt).toISOString(),
  });
});
