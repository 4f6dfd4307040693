import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_HISTORY_DAYS } from '../constants';
import { exchangeSourceSchema } from '../schemas/commonDataSource';
import { changeDirection, exchangeStats, rangeDays } from './exchangeRates';

const points = (...rates: number[]) => rates.map((rate) => ({ rate }));

describe('changeDirection (issue 16: the arrow of today’s rate comes from the last two points)', () => {
  it.each([
    ['up', points(385.1, 385.42), 1],
    ['down', points(385.42, 385.1), -1],
    ['unchanged', points(5.0912, 5.0912), 0],
    ['only the last two count', points(400, 300, 301), 1],
    ['a single point', points(385.42), 0],
    ['no history', points(), 0],
  ] as const)('%s', (_case, history, expected) => {
    expect(changeDirection(history)).toBe(expected);
  });
});

describe('rangeDays (issue 16: /api/exchange range is week|month|year or 1..365 days)', () => {
  it.each([
    [undefined, 30],
    ['', 30],
    ['week', 7],
    ['month', 30],
    ['year', 365],
    ['YEAR', 365],
    ['1', 1],
    ['10', 10],
    ['365', 365],
    ['0', null],
    ['366', null],
    ['-7', null],
    ['7.5', null],
    ['1e2', null],
    ['decade', null],
    ['constructor', null],
    ['0007', null],
  ] as const)('%j -> %j', (value, expected) => {
    expect(rangeDays(value, 'month')).toBe(expected);
  });
});

describe('exchangeStats', () => {
  it.each([
    [
      'a rising range',
      points(380, 390, 375, 385),
      { first: 380, last: 385, min: 375, max: 390, change: 5, changePercent: 1.32 },
    ],
    [
      'a falling range in lei',
      points(5.1, 5.0912),
      { first: 5.1, last: 5.0912, min: 5.0912, max: 5.1, change: -0.0088, changePercent: -0.17 },
    ],
    [
      'one point',
      points(4.4),
      { first: 4.4, last: 4.4, min: 4.4, max: 4.4, change: 0, changePercent: 0 },
    ],
  ] as const)('%s', (_case, history, expected) => {
    expect(exchangeStats(history)).toEqual(expected);
  });

  it('has nothing to say about an empty range', () => {
    expect(exchangeStats([])).toBeNull();
  });
});

describe('data/exchange.json', () => {
  const data = exchangeSourceSchema.parse(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../data/exchange.json'), 'utf8')),
  );
  const quotes = (['HUF', 'RON'] as const).flatMap((base) =>
    data[base].map((rate) => [base, rate.currency, rate] as const),
  );

  it.each(quotes)(
    '%s/%s: a year of daily history that ends with today’s rate and arrow',
    (base, currency, today) => {
      const history = data.history[base]?.[currency] ?? [];
      expect(history).toHaveLength(EXCHANGE_HISTORY_DAYS);
      expect(history.at(-1)).toEqual({ date: today.date, rate: today.rate });
      expect(today.updown).toBe(changeDirection(history));
      // One point a day, no gaps, no repeats.
      const days = history.map((point) => Date.parse(point.date) / 86_400_000);
      expect(days.every((day, i) => i === 0 || day - days[i - 1]! === 1)).toBe(true);
    },
  );
});
