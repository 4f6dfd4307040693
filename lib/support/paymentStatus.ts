// What the result pages and their poll get of a recorded payment (lib/schemas/paymentStatus.ts).
import type { PaymentStatus } from '../schemas/paymentStatus';
import type { Payment } from '../userdata/userDataStore';

export function paymentStatusOf({
  reference,
  state,
  amount,
  currency,
  period,
}: Payment): PaymentStatus {
  return { reference, state, amount, currency, period };
}
