// GET /api/v1/users/subscriptions?show_finished=1 (SPEC section 7, CRM, bearer or session cookie): the
// reader's subscriptions with their start and end dates; finished ones only with show_finished=1.
import { getAccounts, requireAuth } from '@/lib/accounts/authHttp';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { queryText } from '@/lib/http/apiRoute';

export default privateRoute(['GET'], async (req, res) => {
  const claims = await requireAuth(req);
  const showFinished = queryText(req.query.show_finished, 5) === '1';
  const { store } = await getAccounts();
  const now = Date.now();
  const items = await store.subscriptions(claims.userId, { showFinished, now });
  sendJson(res, {
    items: items.map(({ id, product, startsAt, endsAt }) => ({
      id,
      product,
      startDate: new Date(startsAt).toISOString(),
      endDate: new Date(endsAt).toISOString(),
      active: startsAt <= now && endsAt > now,
    })),
  });
});
