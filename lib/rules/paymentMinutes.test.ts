import type { PaymentTransition } from './payments';
import {
  chargedBy,
  countedAs,
  paymentMinutesByDay,
  type AppliedPaymentEvent,
} from './paymentMinutes';

// SPEC section 9 "Minutes": "recurring counts 10x onetime". Recorded payments (issue 32) count in
// the counter: a one-time payment in `onetime` (1 minute), a monthly one in `recurring` (10 minutes)
// each time it is charged, on the day (Budapest time here) it was charged; a refunded payment no
// longer counts; a started or failed one has nothing to count.
const BUDAPEST = 'Europe/Budapest';
const at = (iso: string) => Date.parse(iso);
const events = (...pairs: Array<[AppliedPaymentEvent['type'], string]>): AppliedPaymentEvent[] =>
  pairs.map(([type, iso]) => ({ type, at: at(iso) }));

describe('paymentMinutesByDay (SPEC §9 "Minutes": one-time 1 minute, monthly 10 each charge)', () => {
  it.each([
    [
      'a one-time payment that succeeded: 1 onetime',
      'once',
      events(['started', '2026-11-22T09:00:00Z'], ['succeeded', '2026-11-22T09:01:00Z']),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'a monthly payment that succeeded: 1 recurring (10 minutes)',
      'monthly',
      events(['started', '2026-11-22T09:00:00Z'], ['succeeded', '2026-11-22T09:01:00Z']),
      [{ day: '2026-11-22', recurring: 1, onetime: 0 }],
    ],
    [
      'a monthly payment counts again on each renewal, on the renewal’s day',
      'monthly',
      events(
        ['succeeded', '2026-10-22T09:00:00Z'],
        ['renewed', '2026-11-22T09:00:00Z'],
        ['renewed', '2026-12-22T09:00:00Z'],
      ),
      [
        { day: '2026-10-22', recurring: 1, onetime: 0 },
        { day: '2026-11-22', recurring: 1, onetime: 0 },
        { day: '2026-12-22', recurring: 1, onetime: 0 },
      ],
    ],
    [
      'a one-time payment does not renew: a renewal adds nothing',
      'once',
      events(['succeeded', '2026-11-22T09:00:00Z'], ['renewed', '2026-11-23T09:00:00Z']),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'a second success (another event id) is no second charge',
      'monthly',
      events(['succeeded', '2026-11-22T09:00:00Z'], ['succeeded', '2026-11-22T09:05:00Z']),
      [{ day: '2026-11-22', recurring: 1, onetime: 0 }],
    ],
    ['started only: nothing', 'once', events(['started', '2026-11-22T09:00:00Z']), []],
    [
      'failed: nothing',
      'monthly',
      events(['started', '2026-11-22T09:00:00Z'], ['failed', '2026-11-22T09:01:00Z']),
      [],
    ],
    [
      'failed, then the provider’s retry succeeds: counted on the success’s day',
      'once',
      events(['failed', '2026-11-21T09:00:00Z'], ['succeeded', '2026-11-22T09:00:00Z']),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'a renewal that arrives before the success is the charge; the success then adds nothing',
      'monthly',
      events(['renewed', '2026-11-22T09:00:00Z'], ['succeeded', '2026-11-22T09:00:01Z']),
      [{ day: '2026-11-22', recurring: 1, onetime: 0 }],
    ],
    [
      'a late started or failed after the success changes nothing',
      'once',
      events(
        ['succeeded', '2026-11-22T09:00:00Z'],
        ['started', '2026-11-22T09:00:01Z'],
        ['failed', '2026-11-22T09:00:02Z'],
      ),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'refunded: no longer counts',
      'once',
      events(['succeeded', '2026-11-22T09:00:00Z'], ['refunded', '2026-11-23T09:00:00Z']),
      [],
    ],
    [
      'a refunded monthly payment no longer counts, none of its charges',
      'monthly',
      events(
        ['succeeded', '2026-10-22T09:00:00Z'],
        ['renewed', '2026-11-22T09:00:00Z'],
        ['refunded', '2026-11-23T09:00:00Z'],
      ),
      [],
    ],
    [
      'a refund is final: a success after it adds nothing',
      'once',
      events(
        ['succeeded', '2026-11-22T09:00:00Z'],
        ['refunded', '2026-11-22T10:00:00Z'],
        ['succeeded', '2026-11-22T11:00:00Z'],
      ),
      [],
    ],
    [
      'a refund before any success changes nothing: the success counts',
      'once',
      events(['refunded', '2026-11-22T09:00:00Z'], ['succeeded', '2026-11-22T10:00:00Z']),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'the day is Budapest’s: 23:30 UTC in winter is already the next day',
      'once',
      events(['succeeded', '2026-11-22T23:30:00Z']),
      [{ day: '2026-11-23', recurring: 0, onetime: 1 }],
    ],
    [
      'the day is Budapest’s: 22:59 UTC in winter is still the same day',
      'once',
      events(['succeeded', '2026-11-22T22:59:59Z']),
      [{ day: '2026-11-22', recurring: 0, onetime: 1 }],
    ],
    [
      'the day is Budapest’s: 22:00 UTC in summer is the next day',
      'monthly',
      events(['succeeded', '2026-07-01T21:59:59Z'], ['renewed', '2026-07-01T22:00:00Z']),
      [
        { day: '2026-07-01', recurring: 1, onetime: 0 },
        { day: '2026-07-02', recurring: 1, onetime: 0 },
      ],
    ],
  ] as const)('%s', (_name, period, history, expected) => {
    expect(paymentMinutesByDay(period, history, BUDAPEST)).toEqual(expected);
  });

  it('counts on the edition’s own day: Bucharest is an hour ahead of Budapest', () => {
    const history = events(['succeeded', '2026-11-22T22:30:00Z']);
    expect(paymentMinutesByDay('once', history, BUDAPEST)).toEqual([
      { day: '2026-11-22', recurring: 0, onetime: 1 },
    ]);
    expect(paymentMinutesByDay('once', history, 'Europe/Bucharest')).toEqual([
      { day: '2026-11-23', recurring: 0, onetime: 1 },
    ]);
  });
});

describe('chargedBy (an event charges when it starts or extends the subscription)', () => {
  it.each<[PaymentTransition, boolean]>([
    [{ state: 'succeeded', subscription: { startsAt: 1, endsAt: 2 } }, true],
    [{ state: 'succeeded', subscription: 'none' }, false],
    [{ state: 'refunded', subscription: 'end' }, false],
    [{ state: 'failed', subscription: 'none' }, false],
    [{ state: 'started', subscription: 'none' }, false],
  ])('%j -> %s', (transition, expected) => {
    expect(chargedBy(transition)).toBe(expected);
  });
});

describe('countedAs (SPEC §9: recurring or onetime; only a payment that stands succeeded)', () => {
  it.each([
    ['succeeded', 'monthly', 'recurring'],
    ['succeeded', 'once', 'onetime'],
    ['refunded', 'monthly', null],
    ['refunded', 'once', null],
    ['started', 'once', null],
    ['failed', 'monthly', null],
  ] as const)('%s %s -> %s', (state, period, expected) => {
    expect(countedAs({ state, period })).toBe(expected);
  });
});
