import {
  addMonths,
  callbackTimestampFresh,
  paymentSettled,
  paymentTransition,
  type PaymentEvent,
  type PaymentStanding,
  type PaymentTransition,
} from './payments';

// Issue 32, item 1 ("Payments that are recorded"): a state machine of started, succeeded, failed and
// refunded, monthly ones renew; callbacks arrive late, twice and out of order, and a late 'started' or
// 'failed' after 'succeeded' changes nothing; a refund ends the subscription. The periods are ours
// (lib/constants.ts): monthly 1 month, a one-time donation 12 months.
const AT = Date.UTC(2026, 0, 31, 12); // 31 January 2026, noon UTC
const END = Date.UTC(2026, 2, 15); // a running subscription's end
const FEB_28 = Date.UTC(2026, 1, 28, 12);
const JAN_31_2027 = Date.UTC(2027, 0, 31, 12);

const standing = (
  state: PaymentStanding['state'],
  period: PaymentStanding['period'] = 'monthly',
  subscriptionEndsAt: number | null = null,
): PaymentStanding => ({ state, period, subscriptionEndsAt });

describe('paymentTransition (issue 32: started, succeeded, failed, refunded; monthly renews)', () => {
  const none = (state: PaymentStanding['state']): PaymentTransition => ({
    state,
    subscription: 'none',
  });
  it.each<[string, PaymentStanding, PaymentEvent, PaymentTransition]>([
    [
      'started, succeeded: a month starts',
      standing('started'),
      'succeeded',
      {
        state: 'succeeded',
        subscription: { startsAt: AT, endsAt: FEB_28 },
      },
    ],
    [
      'started once, succeeded: a year starts',
      standing('started', 'once'),
      'succeeded',
      {
        state: 'succeeded',
        subscription: { startsAt: AT, endsAt: JAN_31_2027 },
      },
    ],
    ['started, failed', standing('started'), 'failed', none('failed')],
    ['started twice', standing('started'), 'started', none('started')],
    [
      'a refund before any success changes nothing',
      standing('started'),
      'refunded',
      none('started'),
    ],
    [
      'failed, then the provider retry succeeds',
      standing('failed'),
      'succeeded',
      {
        state: 'succeeded',
        subscription: { startsAt: AT, endsAt: FEB_28 },
      },
    ],
    ['failed, a late started', standing('failed'), 'started', none('failed')],
    [
      'succeeded, a late started changes nothing',
      standing('succeeded', 'monthly', END),
      'started',
      none('succeeded'),
    ],
    [
      'succeeded, a late failed changes nothing',
      standing('succeeded', 'monthly', END),
      'failed',
      none('succeeded'),
    ],
    [
      'succeeded twice changes nothing',
      standing('succeeded', 'monthly', END),
      'succeeded',
      none('succeeded'),
    ],
    [
      'monthly renewal extends from the current end',
      standing('succeeded', 'monthly', END),
      'renewed',
      {
        state: 'succeeded',
        subscription: { startsAt: AT, endsAt: Date.UTC(2026, 3, 15) },
      },
    ],
    [
      'a renewal after the end ran out extends from now',
      standing('succeeded', 'monthly', Date.UTC(2026, 0, 1)),
      'renewed',
      {
        state: 'succeeded',
        subscription: { startsAt: AT, endsAt: FEB_28 },
      },
    ],
    [
      'a one-time donation does not renew',
      standing('succeeded', 'once', END),
      'renewed',
      none('succeeded'),
    ],
    [
      'refunded ends the subscription',
      standing('succeeded', 'monthly', END),
      'refunded',
      {
        state: 'refunded',
        subscription: 'end',
      },
    ],
    [
      'refunded is final: succeeded',
      standing('refunded', 'monthly', AT),
      'succeeded',
      none('refunded'),
    ],
    [
      'refunded is final: renewed',
      standing('refunded', 'monthly', AT),
      'renewed',
      none('refunded'),
    ],
  ])('%s', (_, current, event, expected) => {
    expect(paymentTransition(current, event, AT)).toEqual(expected);
  });
});

describe('paymentSettled: the result pages poll until then', () => {
  it.each([
    ['started', false],
    ['succeeded', true],
    ['failed', true],
    ['refunded', true],
  ] as const)('%s -> %s', (state, settled) => {
    expect(paymentSettled(state)).toBe(settled);
  });
});

describe('addMonths (calendar months, UTC)', () => {
  it.each([
    [Date.UTC(2026, 0, 15), 1, Date.UTC(2026, 1, 15)],
    [Date.UTC(2026, 0, 31), 1, Date.UTC(2026, 1, 28)],
    [Date.UTC(2024, 0, 31), 1, Date.UTC(2024, 1, 29)],
    [Date.UTC(2026, 11, 31), 1, Date.UTC(2027, 0, 31)],
    [Date.UTC(2026, 4, 10), 12, Date.UTC(2027, 4, 10)],
  ])('%i + %i months -> %i', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});

describe('callbackTimestampFresh (issue 32: a timestamp against replays)', () => {
  const now = 1_800_000_000_000;
  const tolerance = 300_000;
  it.each<[string | undefined, boolean]>([
    ['1800000000', true],
    ['1799999700', true], // exactly the tolerance old
    ['1799999699', false], // a replay a second later
    ['1800000300', true],
    ['1800000301', false], // from too far in the future
    [undefined, false],
    ['', false],
    ['abc', false],
    ['1.8e9', false],
    ['-1800000000', false],
  ])('%j -> %s', (timestamp, fresh) => {
    expect(callbackTimestampFresh(timestamp, now, tolerance)).toBe(fresh);
  });
});
