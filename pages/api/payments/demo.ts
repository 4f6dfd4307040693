// POST /api/payments/demo (issue 32): the demo provider's outcome form on /demo-fizetes. Sends the
// signed callbacks of the chosen outcome to our own callback URL, server to server, as a provider
// would (also late, twice or out of order: lib/support/demoProvider.ts), then sends the reader back
// (303) to the result page. Only while the demo checkout stands in for a provider (404 otherwise).
import type { Socket } from 'node:net';
import { z } from 'zod';
import { HttpError } from '@/lib/http/httpError';
import { privateRoute } from '@/lib/http/privateRoute';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { paths } from '@/lib/routing/paths';
import { supportPageAvailable } from '@/lib/routing/routeRules';
import { DEMO_SWITCHES, demoCallbacks, sendDemoCallbacks } from '@/lib/support/demoProvider';
import { PAYMENT_FIELDS, PAYMENT_REFERENCE, RESULT_PATH } from '@/lib/support/paymentRequest';
import { paymentConfig } from '@/lib/support/supportConfig';

export const config = { api: { bodyParser: false } };

const outcomeSchema = z.object({
  [PAYMENT_FIELDS.reference]: z.string().regex(PAYMENT_REFERENCE),
  [PAYMENT_FIELDS.returnUrl]: z.string().regex(RESULT_PATH.success),
  [PAYMENT_FIELDS.cancelUrl]: z.string().regex(RESULT_PATH.failure),
  outcome: z.enum(['succeeded', 'failed']),
  payer_email: z.string().trim().max(320).email(),
  payer_name: z.string().trim().max(200).default(''),
  ...Object.fromEntries(DEMO_SWITCHES.map((name) => [name, z.string().max(20).optional()])),
});

function ownAddress({ localAddress = '127.0.0.1', localPort }: Socket): string {
  const address = localAddress.replace(/^::ffff:/, '');
  return `${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

export default privateRoute(['POST'], async (req, res) => {
  const payment = paymentConfig();
  if (!payment.demo || !supportPageAvailable() || !payment.secret) {
    throw new HttpError(404, 'Page Not Found', 'not-found');
  }
  const fields = parseFields(outcomeSchema, await readFields(req)) as Record<string, string>;
  const switches = Object.fromEntries(
    DEMO_SWITCHES.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
  );
  const callbacks = demoCallbacks(
    {
      reference: fields[PAYMENT_FIELDS.reference]!,
      outcome: fields.outcome as 'succeeded' | 'failed',
      payerEmail: fields.payer_email!,
      payerName: fields.payer_name ?? '',
      switches,
    },
    payment.secret,
    Date.now(),
  );
  // Server to server, to this server's own callback endpoint at the address the request came in on
  // (never the Host header, which a client chooses).
  const callbackUrl = `http://${ownAddress(req.socket)}${paths.paymentCallback()}`;
  await sendDemoCallbacks(callbackUrl, callbacks, switches.keses === '1');
  const back =
    fields.outcome === 'succeeded'
      ? fields[PAYMENT_FIELDS.returnUrl]!
      : fields[PAYMENT_FIELDS.cancelUrl]!;
  res.writeHead(303, { Location: back }).end();
});
