// POST /api/payments/start (issue 32): the payment button. Records the payment as started, with a new
// random reference and the signed-in reader (if any), then sends the reader on (303) to the provider's
// checkout with the hosted-button fields (SPEC section 9: the payment button identifier), the
// reference as `custom` and return URLs that name it. A bad amount or period is a 400; 404 where the
// support pages do not exist (SPEC section 5).
import type { SupportPeriod } from '@/lib/rules/supportChoice';
import { readSupportChoice } from '@/lib/rules/supportChoice';
import { newOpaqueToken } from '@/lib/accounts/tokens';
import { requestAuth } from '@/lib/accounts/authHttp';
import { HttpError } from '@/lib/http/httpError';
import { privateRoute } from '@/lib/http/privateRoute';
import { readFields } from '@/lib/http/requestBody';
import { supportPageAvailable } from '@/lib/routing/routeRules';
import { checkoutUrl, paymentFields } from '@/lib/support/paymentRequest';
import {
  currencyWords,
  paymentConfig,
  supportCurrency,
  supportLimits,
} from '@/lib/support/supportConfig';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import { edition } from '@/editions/currentEdition';
import { pagesText } from '@/lib/i18n/pages';

export const config = { api: { bodyParser: false } };

export default privateRoute(['POST'], async (req, res) => {
  if (!supportPageAvailable()) throw new HttpError(404, 'Page Not Found', 'not-found');
  const fields = (await readFields(req)) as Record<string, string | string[] | undefined>;
  const choice = readSupportChoice(fields, supportLimits, currencyWords);
  if (choice.kind !== 'valid') {
    throw new HttpError(400, 'Invalid amount or period.', 'invalid-field', { field: 'osszeg' });
  }
  const auth = await requestAuth(req);
  const reference = newOpaqueToken();
  const period: SupportPeriod = choice.period;
  await (
    await getUserDataStore()
  ).startPayment({
    reference,
    userId: auth.status === 'ok' ? auth.claims.userId : null,
    amount: choice.amount,
    currency: supportCurrency.code,
    period,
    product: pagesText(edition.locale, `support.product.${period}`),
  });
  const payment = paymentConfig();
  const fieldsOut = paymentFields(payment, choice, supportCurrency.code, reference);
  res.writeHead(303, { Location: checkoutUrl(payment.action, fieldsOut) }).end();
});
