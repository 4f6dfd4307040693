// GET /api/payments/status/{reference} (issue 32): a payment's recorded state, which the result pages
// (/tamogatas/siker and /tamogatas/hiba) poll until it settles. The reference is the payment's random
// id from the return URL; the answer names no person. 404 for a reference we never recorded.
import { HttpError } from '@/lib/http/httpError';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { PAYMENT_REFERENCE } from '@/lib/support/paymentRequest';
import { paymentStatusOf } from '@/lib/support/paymentStatus';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export default privateRoute(['GET'], async (req, res) => {
  const reference = req.query.reference;
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) {
    throw new HttpError(400, 'Invalid payment reference.', 'invalid-field', { field: 'reference' });
  }
  const payment = await (await getUserDataStore()).payment(reference);
  if (!payment) throw new HttpError(404, 'No payment has this reference.', 'unknown-payment');
  sendJson(res, paymentStatusOf(payment));
});
