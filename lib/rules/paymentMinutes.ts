// SPEC section 9 "Minutes" for the payments recorded from the provider's callbacks (issue 32): which
// of them the supporters' minutes counter counts, as what, and on which day.
//
// - A payment counts each time it charges the supporter: the event that makes it succeed (its
//   'succeeded', or a 'renewed' that arrived first) and, for a monthly payment, every 'renewed' after
//   that. These are exactly the events whose transition (lib/rules/payments.ts) starts or extends the
//   reader's subscription. An event that changes nothing (a second 'succeeded', a one-time payment's
//   'renewed', a late 'started' or 'failed', a refund before any success) is no charge.
// - A charge counts on the calendar day, in the edition's time zone (todayIn), when it was recorded:
//   in `recurring` for a monthly payment (MINUTES_RECURRING_FACTOR minutes), in `onetime` for a
//   one-time one (1 minute).
// - Only a payment that stands succeeded counts. A refund ends a payment for good, so a refunded
//   payment no longer counts at all: none of its charges, also those of earlier days (the days it
//   had counted on show less from then on). A started or failed payment has no charge to count.
import { todayIn, type DayCounts } from './minutes';
import {
  paymentTransition,
  type PaymentEvent,
  type PaymentStanding,
  type PaymentState,
  type PaymentTransition,
} from './payments';
import type { SupportPeriod } from './supportChoice';

/** The one state whose charges count. */
export const COUNTED_PAYMENT_STATE = 'succeeded' satisfies PaymentState;

/** Whether an applied event charged the supporter: it started or extended the subscription. */
export function chargedBy(transition: PaymentTransition): boolean {
  return typeof transition.subscription === 'object';
}

/** The count a payment's charges go to as it stands now; null: they count nowhere. */
export function countedAs(payment: {
  state: PaymentState;
  period: SupportPeriod;
}): keyof DayCounts | null {
  if (payment.state !== COUNTED_PAYMENT_STATE) return null;
  return payment.period === 'monthly' ? 'recurring' : 'onetime';
}

export interface AppliedPaymentEvent {
  type: PaymentEvent;
  /** When it was recorded (unix ms). */
  at: number;
}

/**
 * The whole rule for one payment: its events in the order they were applied (each event id once)
 * replayed through the payment state machine, and what it adds to the counter, day by day (days in
 * order; a day it adds nothing to is left out). The store keeps the same as it applies each event
 * (tests/support/userDataContract.ts checks it against this).
 */
export function paymentMinutesByDay(
  period: SupportPeriod,
  events: readonly AppliedPaymentEvent[],
  timeZone: string,
): Array<DayCounts & { day: string }> {
  let standing: PaymentStanding = { state: 'started', period, subscriptionEndsAt: null };
  const charges: number[] = [];
  for (const { type, at } of events) {
    const transition = paymentTransition(standing, type, at);
    if (chargedBy(transition)) charges.push(at);
    const { subscription } = transition;
    standing = {
      state: transition.state,
      period,
      subscriptionEndsAt:
        subscription === 'none'
          ? standing.subscriptionEndsAt
          : subscription === 'end'
            ? at
            : subscription.endsAt,
    };
  }
  const kind = countedAs(standing);
  if (!kind) return [];
  const byDay = new Map<string, DayCounts>();
  for (const at of charges) {
    const day = todayIn(timeZone, at);
    const counts = byDay.get(day) ?? { recurring: 0, onetime: 0 };
    counts[kind] += 1;
    byDay.set(day, counts);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, counts]) => ({ day, ...counts }));
}
