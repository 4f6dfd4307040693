// A recorded payment's state as the result pages show and poll it (issue 32,
// GET /api/payments/status/{reference}): no person, only what the reader chose and where it stands.
// zod/mini for the polling result page's sake.
import * as z from 'zod/mini';
import { PAYMENT_STATES } from '../rules/payments';

export const paymentStatusSchema = z.object({
  reference: z.string(),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.string(),
  period: z.enum(['monthly', 'once']),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
