// Recorded payments (issue 32, item 1): the state machine of one payment as the provider's signed
// callbacks drive it, what each accepted event does to the reader's subscription, and the replay
// window of a callback's timestamp. Callbacks may arrive late, twice or out of order: the state
// machine makes the order harmless (a 'started' or 'failed' after 'succeeded' changes nothing; a
// refund ends the subscription and is final), the store makes a repeated event id harmless.
import {
  PAYMENT_CALLBACK_TOLERANCE_MS,
  PAYMENT_MONTHLY_MONTHS,
  PAYMENT_ONCE_MONTHS,
} from '../constants';
import type { SupportPeriod } from './supportChoice';

export const PAYMENT_STATES = ['started', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the provider reports: the payment's outcome, a refund, or a monthly payment's renewal. */
export const PAYMENT_EVENTS = ['started', 'succeeded', 'failed', 'refunded', 'renewed'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/** A state the result pages stop polling at. */
export function paymentSettled(state: PaymentState): boolean {
  return state !== 'started';
}

/** The subscription a payment holds: its end (unix ms), or null before it succeeded. */
export interface PaymentStanding {
  state: PaymentState;
  period: SupportPeriod;
  subscriptionEndsAt: number | null;
}

export interface PaymentTransition {
  state: PaymentState;
  /**
   * What happens to the payment's subscription: 'none' leaves it (or its absence) as it is; a
   * span starts it or moves its end; 'end' ends it at the event's time.
   */
  subscription: 'none' | 'end' | { startsAt: number; endsAt: number };
}

/** `at` plus whole calendar months (UTC); a day the month lacks becomes its last day. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** How long a payment of this period keeps its subscription running. */
export function paymentMonths(period: SupportPeriod): number {
  return period === 'monthly' ? PAYMENT_MONTHLY_MONTHS : PAYMENT_ONCE_MONTHS;
}

const unchanged = (state: PaymentState): PaymentTransition => ({ state, subscription: 'none' });

/**
 * The state after `event` arrives at `at` (issue 32: started, succeeded, failed, refunded; monthly
 * ones renew). A success starts the subscription; a renewal of a running monthly payment extends it
 * from its current end (or from `at`, when it had run out); a refund ends it; anything else that
 * arrives out of order changes nothing.
 */
export function paymentTransition(
  current: PaymentStanding,
  event: PaymentEvent,
  at: number,
): PaymentTransition {
  const months = paymentMonths(current.period);
  switch (current.state) {
    case 'started':
    case 'failed':
      // A card declined first may go through on the provider's retry: the later success counts.
      if (event === 'succeeded' || event === 'renewed') {
        return {
          state: 'succeeded',
          subscription: { startsAt: at, endsAt: addMonths(at, months) },
        };
      }
      if (event === 'failed') return unchanged('failed');
      return unchanged(current.state);
    case 'succeeded':
      if (event === 'refunded') return { state: 'refunded', subscription: 'end' };
      if (event === 'renewed' && current.period === 'monthly') {
        const from = Math.max(current.subscriptionEndsAt ?? at, at);
        return {
          state: 'succeeded',
          subscription: { startsAt: at, endsAt: addMonths(from, months) },
        };
      }
      return unchanged('succeeded');
    case 'refunded':
      return unchanged('refunded');
  }
}

/**
 * A callback's timestamp (unix seconds, as its header carries it) is fresh within the tolerance of
 * our clock either way; anything else (missing, not a number, too old: a replay; too far ahead) is not.
 */
export function callbackTimestampFresh(
  timestamp: string | undefined,
  now: number,
  toleranceMs: number = PAYMENT_CALLBACK_TOLERANCE_MS,
): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now - Number(timestamp) * 1000) <= toleranceMs;
}
