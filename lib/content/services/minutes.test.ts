import type { NextApiHandler } from 'next';
import { callApi } from '@/tests/support/apiCall';
import type { ContentSource } from '../contentSource';
import { counterSince, minutesOfDay } from './minutes';

// SPEC sections 3, 7 and 9 "Minutes": /api/minutes?day= answers one day's {recurring, onetime};
// /api/counter?from= the minutes since a day (recurring 10x onetime, default start 2025-03-28); bad
// days (malformed, impossible, before the start, in the future) are a 400, never a 500.
const stored = {
  startDate: '2025-03-28',
  days: [
    { day: '2025-03-28', recurring: 2, onetime: 5 },
    { day: '2025-03-29', recurring: 1, onetime: 0 },
    { day: '2026-11-21', recurring: 3, onetime: 4 },
  ],
};

const source = { getDocument: async (kind: string) => (kind === 'minutes' ? stored : null) };

vi.mock('../getContentSource', () => ({ getContentSource: () => source }));

// 2026-11-22 10:00 in Budapest.
const NOW = Date.parse('2026-11-22T09:00:00Z');

describe('minutesOfDay', () => {
  const of = (day?: string) => minutesOfDay(source as unknown as ContentSource, day, NOW);

  it.each([
    ['2025-03-28', { day: '2025-03-28', recurring: 2, onetime: 5 }],
    ['2026-11-21', { day: '2026-11-21', recurring: 3, onetime: 4 }],
    ['2025-06-01', { day: '2025-06-01', recurring: 0, onetime: 0 }],
    // Absent: today.
    [undefined, { day: '2026-11-22', recurring: 0, onetime: 0 }],
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
  const since = (from?: string) => counterSince(source as unknown as ContentSource, from, NOW);

  it.each([
    [undefined, { from: '2025-03-28', count: 25 + 10 + 34 }],
    ['2025-03-29', { from: '2025-03-29', count: 10 + 34 }],
    ['2026-11-22', { from: '2026-11-22', count: 0 }],
  ])('%j -> %j', async (from, expected) => {
    await expect(since(from)).resolves.toEqual(expected);
  });

  it.each(['2025-3-28', '2025-03-01', '2027-01-01'])('%j -> 400', async (from) => {
    await expect(since(from)).rejects.toHaveProperty('name', 'BadRequestError');
  });
});

/** The route handlers as Next calls them. */
async function call(file: 'minutes' | 'counter', query: Record<string, string | string[]>) {
  const { default: handler } = (await import(`../../../pages/api/${file}`)) as {
    default: NextApiHandler;
  };
  const { status, body } = await callApi(handler, { url: `/api/${file}`, query });
  return { status, body };
}

describe('GET /api/minutes and /api/counter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['minutes', { day: '2025-03-28' }, 200, { day: '2025-03-28', recurring: 2, onetime: 5 }],
    ['counter', {}, 200, { from: '2025-03-28', count: 69 }],
    ['counter', { from: '2026-11-21' }, 200, { from: '2026-11-21', count: 34 }],
  ] as const)('%s %j -> %i', async (file, query, status, body) => {
    await expect(call(file, query)).resolves.toEqual({ status, body });
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
});
