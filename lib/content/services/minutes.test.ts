import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { edition } from '@/editions/currentEdition';
import { callApi } from '@/tests/support/apiCall';
import { MINUTES_REFRESH_MS } from '../../constants';
import { log } from '../../observability/log';
import type { PaymentEvent } from '../../rules/payments';
import { userDataEngine } from '../../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../../userdata/sqlUserData';
import type { UserDataStore } from '../../userdata/userDataStore';
import type { ContentSource } from '../contentSource';
import { counterSince, minutesOfDay, type RecordedPayments } from './minutes';

// SPEC sections 3, 7 and 9 "Minutes": /api/minutes?day= answers one day's {recurring, onetime};
// /api/counter?from= the minutes since a day (recurring 10x onetime, default start 2025-03-28); bad
// days (malformed, impossible, before the start, in the future) are a 400, never a 500. Both count
// the minutes document's days plus the payments recorded from the provider's callbacks.
const stored = {
  startDate: '2025-03-28',
  days: [
    { day: '2025-03-28', recurring: 2, onetime: 5 },
    { day: '2025-03-29', recurring: 1, onetime: 0 },
    { day: '2026-11-21', recurring: 3, onetime: 4 },
  ],
};
/** The document's minutes from the start to 2026-11-22. */
const DOCUMENT_TOTAL = 25 + 10 + 34;

const source = { getDocument: async (kind: string) => (kind === 'minutes' ? stored : null) };

/** The user-data store the API routes read (each test sets its own). */
const routeStore = vi.hoisted(() => ({
  current: null as null | (() => Promise<Pick<UserDataStore, 'countedPayments'>>),
}));

vi.mock('../getContentSource', () => ({ getContentSource: () => source }));
vi.mock('../../userdata/getUserDataStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../userdata/getUserDataStore')>()),
  getUserDataStore: () => routeStore.current!(),
}));

// 2026-11-22 10:00 in Budapest.
const NOW = Date.parse('2026-11-22T09:00:00Z');
const TODAY = '2026-11-22';

/** No payment recorded. */
const noPayments: RecordedPayments = async () => ({
  countedPayments: async () => ({ recurring: 0, onetime: 0 }),
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minutes-'));
const opened: UserDataStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  vi.restoreAllMocks();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type History = Array<[PaymentEvent, string]>;

/**
 * A fresh user-data store (SQLite) holding one payment of the edition's currency per history, each
 * event applied at its time (the store's clock).
 */
async function storeWith(
  ...payments: Array<{ period: 'monthly' | 'once'; events: History }>
): Promise<RecordedPayments> {
  let clock = NOW;
  const engine = userDataEngine({ file: path.join(dir, `${opened.length}-${Date.now()}.db`) });
  await migrate(engine);
  const store = sqlUserData(engine, () => clock);
  opened.push(store);
  for (const [n, { period, events }] of payments.entries()) {
    const reference = `minutes_payment_${String(n).padStart(4, '0')}`;
    await store.startPayment({
      reference,
      userId: null,
      amount: 5000,
      currency: edition.currency,
      period,
      product: 'Támogatói tagság',
    });
    for (const [i, [type, iso]] of events.entries()) {
      clock = Date.parse(iso);
      await store.applyPaymentEvent({
        eventId: `${reference}-${i}`,
        reference,
        type,
        payerEmail: 'tamogato@example.hu',
      });
    }
  }
  return async () => store;
}

describe('minutesOfDay', () => {
  const of = (day?: string) =>
    minutesOfDay(source as unknown as ContentSource, day, { payments: noPayments, now: NOW });

  it.each([
    ['2025-03-28', { day: '2025-03-28', recurring: 2, onetime: 5 }],
    ['2026-11-21', { day: '2026-11-21', recurring: 3, onetime: 4 }],
    ['2025-06-01', { day: '2025-06-01', recurring: 0, onetime: 0 }],
    // Absent: today.
    [undefined, { day: TODAY, recurring: 0, onetime: 0 }],
  ])('%j -> %j', async (day, expected) => {
    await expect(of(day)).resolves.toEqual(expected);
  });

  it.each([
    ['tegnap', /real calendar day/],
    ['2026-02-30', /real calendar day/],
    ['2025-03-27', /before the counter starts/],
    ['2026-11-23', /future/],
  ])('%j -> 400 (%s)', async (day, message) => {
    await expect(of(day)).rejects.toThrow(message);
    await expect(of(day)).rejects.toHaveProperty('name', 'BadRequestError');
  });
});

describe('counterSince', () => {
  const since = (from?: string) =>
    counterSince(source as unknown as ContentSource, from, { payments: noPayments, now: NOW });

  it.each([
    [undefined, { from: '2025-03-28', count: DOCUMENT_TOTAL }],
    ['2025-03-29', { from: '2025-03-29', count: 10 + 34 }],
    ['2026-11-22', { from: '2026-11-22', count: 0 }],
  ])('%j -> %j', async (from, expected) => {
    await expect(since(from)).resolves.toEqual(expected);
  });

  it.each(['2025-3-28', '2025-03-01', '2027-01-01'])('%j -> 400', async (from) => {
    await expect(since(from)).rejects.toHaveProperty('name', 'BadRequestError');
  });
});

// SPEC section 9 "Minutes" (lib/rules/paymentMinutes.ts): a one-time payment buys 1 minute, a
// monthly one 10 each time it is charged; a refunded payment no longer counts; a started or failed
// one has nothing to count. Recorded this morning (Budapest), through the real store.
describe('recorded payments in the counter', () => {
  const counts = async (payments: RecordedPayments) => ({
    today: await minutesOfDay(source as unknown as ContentSource, undefined, {
      payments,
      now: NOW,
    }),
    total: (
      await counterSince(source as unknown as ContentSource, undefined, { payments, now: NOW })
    ).count,
  });

  it.each<[string, 'monthly' | 'once', History, { recurring: number; onetime: number }, number]>([
    [
      'a one-time payment that succeeded: 1 onetime, 1 minute',
      'once',
      [
        ['started', '2026-11-22T08:00:00Z'],
        ['succeeded', '2026-11-22T08:01:00Z'],
      ],
      { recurring: 0, onetime: 1 },
      1,
    ],
    [
      'a monthly payment that succeeded: 1 recurring, 10 minutes',
      'monthly',
      [
        ['started', '2026-11-22T08:00:00Z'],
        ['succeeded', '2026-11-22T08:01:00Z'],
      ],
      { recurring: 1, onetime: 0 },
      10,
    ],
    [
      'a refunded one-time payment: nothing',
      'once',
      [
        ['succeeded', '2026-11-22T08:01:00Z'],
        ['refunded', '2026-11-22T08:30:00Z'],
      ],
      { recurring: 0, onetime: 0 },
      0,
    ],
    [
      'a refunded monthly payment: nothing',
      'monthly',
      [
        ['succeeded', '2026-11-22T08:01:00Z'],
        ['refunded', '2026-11-22T08:30:00Z'],
      ],
      { recurring: 0, onetime: 0 },
      0,
    ],
    [
      'a started payment: nothing',
      'once',
      [['started', '2026-11-22T08:00:00Z']],
      { recurring: 0, onetime: 0 },
      0,
    ],
    [
      'a failed payment: nothing',
      'monthly',
      [
        ['started', '2026-11-22T08:00:00Z'],
        ['failed', '2026-11-22T08:01:00Z'],
      ],
      { recurring: 0, onetime: 0 },
      0,
    ],
  ])('%s', async (_name, period, events, today, added) => {
    const payments = await storeWith({ period, events });
    expect(await counts(payments)).toEqual({
      today: { day: TODAY, ...today },
      total: DOCUMENT_TOTAL + added,
    });
  });

  it('adds to the document’s own counts of the day, and counts each charge on its own day', async () => {
    const payments = await storeWith(
      // 23:30 in Budapest on the 21st (22:30 UTC), renewed this morning.
      {
        period: 'monthly',
        events: [
          ['succeeded', '2026-11-21T22:30:00Z'],
          ['renewed', '2026-11-22T07:00:00Z'],
        ],
      },
      { period: 'once', events: [['succeeded', '2026-11-21T10:00:00Z']] },
    );
    const of = (day?: string) =>
      minutesOfDay(source as unknown as ContentSource, day, { payments, now: NOW });
    await expect(of('2026-11-21')).resolves.toEqual({
      day: '2026-11-21',
      recurring: 3 + 1,
      onetime: 4 + 1,
    });
    await expect(of(TODAY)).resolves.toEqual({ day: TODAY, recurring: 1, onetime: 0 });
    const since = (from?: string) =>
      counterSince(source as unknown as ContentSource, from, { payments, now: NOW });
    await expect(since()).resolves.toEqual({ from: '2025-03-28', count: DOCUMENT_TOTAL + 21 });
    await expect(since(TODAY)).resolves.toEqual({ from: TODAY, count: 10 });
  });

  it('asks the store once a call: the day’s span, or from the start of `from` to the end of today', async () => {
    const asked: unknown[] = [];
    const payments: RecordedPayments = async () => ({
      countedPayments: async (query) => {
        asked.push(query);
        return { recurring: 1, onetime: 2 };
      },
    });
    const options = { payments, now: NOW };
    await expect(
      minutesOfDay(source as unknown as ContentSource, '2026-11-21', options),
    ).resolves.toEqual({ day: '2026-11-21', recurring: 3 + 1, onetime: 4 + 2 });
    await expect(
      counterSince(source as unknown as ContentSource, '2025-03-29', options),
    ).resolves.toEqual({ from: '2025-03-29', count: 10 + 34 + 12 });
    // Budapest midnights: winter time (UTC+1) at both ends.
    expect(asked).toEqual([
      {
        currency: edition.currency,
        start: Date.parse('2026-11-20T23:00:00Z'),
        end: Date.parse('2026-11-21T23:00:00Z'),
      },
      {
        currency: edition.currency,
        start: Date.parse('2025-03-28T23:00:00Z'),
        end: Date.parse('2026-11-22T23:00:00Z'),
      },
    ]);
  });

  it.each<[string, RecordedPayments]>([
    [
      'the store cannot be opened',
      () => Promise.reject(new Error('SQLITE_CANTOPEN: unable to open database file')),
    ],
    [
      'the query fails',
      async () => ({
        countedPayments: () => Promise.reject(new Error('connection terminated')),
      }),
    ],
  ])('answers from the document alone, with a warning, when %s', async (_name, payments) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    expect(await counts(payments)).toEqual({
      today: { day: TODAY, recurring: 0, onetime: 0 },
      total: DOCUMENT_TOTAL,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/minutes counter.*document alone/),
      expect.objectContaining({ error: expect.any(Error) }),
    );
  });
});

/** The route handlers as Next calls them. */
async function call(file: 'minutes' | 'counter', query: Record<string, string | string[]>) {
  const { default: handler } = (await import(`../../../pages/api/${file}`)) as {
    default: NextApiHandler;
  };
  return callApi(handler, { url: `/api/${file}`, query });
}

describe('GET /api/minutes and /api/counter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    routeStore.current = noPayments;
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['minutes', { day: '2025-03-28' }, 200, { day: '2025-03-28', recurring: 2, onetime: 5 }],
    ['counter', {}, 200, { from: '2025-03-28', count: 69 }],
    ['counter', { from: '2026-11-21' }, 200, { from: '2026-11-21', count: 34 }],
  ] as const)('%s %j -> %i', async (file, query, status, body) => {
    await expect(call(file, query)).resolves.toMatchObject({ status, body });
  });

  it.each([
    ['minutes', { day: 'tegnap' }],
    ['minutes', { day: '2026-13-01' }],
    ['minutes', { day: '2024-12-31' }],
    ['minutes', { day: '2026-11-23' }],
    ['minutes', { day: '2026-11-20T00:00:00Z' }],
    ['counter', { from: '2025-02-29' }],
    ['counter', { from: '2025-03-27' }],
    ['counter', { from: '2099-01-01' }],
    ['counter', { from: "2025-03-28' OR 1=1" }],
  ] as const)('%s %j -> 400 with a message', async (file, query) => {
    const answer = await call(file, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { status: 400, message: expect.any(String) } });
  });

  it('count the payments recorded in the user-data store', async () => {
    routeStore.current = await storeWith(
      { period: 'monthly', events: [['succeeded', '2026-11-22T08:00:00Z']] },
      { period: 'once', events: [['succeeded', '2026-11-22T08:30:00Z']] },
    );
    await expect(call('counter', {})).resolves.toMatchObject({
      status: 200,
      body: { from: '2025-03-28', count: DOCUMENT_TOTAL + 11 },
    });
    await expect(call('minutes', {})).resolves.toMatchObject({
      status: 200,
      body: { day: TODAY, recurring: 1, onetime: 1 },
    });
  });

  it('answer 200 from the document alone when the user-data store cannot be read', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    routeStore.current = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(call('counter', {})).resolves.toMatchObject({
      status: 200,
      body: { count: DOCUMENT_TOTAL },
    });
    await expect(call('minutes', {})).resolves.toMatchObject({
      status: 200,
      body: { day: TODAY, recurring: 0, onetime: 0 },
    });
  });

  // The support page polls the counter every 60 s: a shared cache keeps an answer a few seconds and
  // never hands out an expired one, so a poll more than those seconds after a donation carries it.
  it.each(['counter', 'minutes'] as const)(
    '/api/%s is kept briefly and never served stale',
    async (file) => {
      const cacheControl = (await call(file, {})).headers['cache-control']!;
      const maxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge * 1000).toBeLessThanOrEqual(MINUTES_REFRESH_MS / 10);
      expect(cacheControl).not.toMatch(/stale-while-revalidate|max-age=[1-9]/);
    },
  );
});
