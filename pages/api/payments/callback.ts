// POST /api/payments/callback (issue 32): the payment provider's signed server-to-server callback.
// The raw body is verified (HMAC-SHA256 of `{X-Payment-Timestamp}.{body}` under SUPPORT_PAYMENT_SECRET,
// the timestamp within the replay window) before anything is read; the event is applied once per
// event id through the payment state machine; a success creates or extends the reader's subscription
// and queues the receipt mail. Answers 200 { status: 'applied' | 'duplicate', state }; a callback that
// fails verification is a 401 (400 for a malformed body, 404 for an unknown reference) and one log
// line, and records nothing. lib/support/paymentCallback.ts does the work.
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { readBody } from '@/lib/http/requestBody';
import { getMailQueue } from '@/lib/mail/getMailQueue';
import { receivePaymentCallback } from '@/lib/support/paymentCallback';
import { receiptTexts } from '@/lib/support/paymentReceipt';
import { PAYMENT_HEADERS } from '@/lib/support/paymentSignature';
import { paymentConfig } from '@/lib/support/supportConfig';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export const config = { api: { bodyParser: false } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default privateRoute(['POST'], async (req, res) => {
  const body = await readBody(req);
  const [store, mail] = await Promise.all([getUserDataStore(), getMailQueue()]);
  const answer = await receivePaymentCallback(
    { store, mail, secret: paymentConfig().secret, receipt: receiptTexts() },
    {
      body,
      timestamp: header(req.headers[PAYMENT_HEADERS.timestamp]),
      signature: header(req.headers[PAYMENT_HEADERS.signature]),
    },
  );
  sendJson(res, answer.body, answer.status);
});
