// Fills data/exchange.json with a year of daily history (EXCHANGE_HISTORY_DAYS points up to today's
// quote) for every currency each edition lists, against HUF and against RON, and sets today's arrow
// from the last two points (lib/rules/exchangeRates.ts). Run once, the output is committed:
//   npx tsx scripts/content/generateExchangeHistory.ts
// Deterministic (seeded per pair) and idempotent: points already in the file are kept, only the
// missing older days are generated, walking back from the oldest known point with small daily moves
// that drift back towards today's level, so the charts look like a market, not like noise.
import fs from 'node:fs';
import path from 'node:path';
import { EXCHANGE_HISTORY_DAYS } from '@/lib/constants';
import type { ExchangeHistoryPoint } from '@/lib/schemas/commonData';
import { exchangeSourceSchema } from '@/lib/schemas/commonDataSource';
import { changeDirection } from '@/lib/rules/exchangeRates';

const file = path.join(process.cwd(), 'data', 'exchange.json');
const DAY_MS = 86_400_000;
/** Daily volatility of a pair (the leu is tied closely to the euro). */
const VOLATILITY: Record<string, number> = { 'RON/EUR': 0.0012, 'HUF/RON': 0.003 };
const DEFAULT_VOLATILITY = 0.004;
/** How strongly a day's rate is pulled back towards today's level (per day). */
const REVERSION = 0.015;

/** mulberry32: a small seeded PRNG, so the file comes out the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function roundRate(rate: number, base: string) {
  // Forint rates to 2 decimals, lei to 4 (as the quotes themselves).
  const decimals = base === 'HUF' ? 2 : 4;
  return Math.round(rate * 10 ** decimals) / 10 ** decimals;
}

function history(
  base: string,
  today: { currency: string; rate: number; date: string; updown: -1 | 0 | 1 },
  known: ExchangeHistoryPoint[],
): ExchangeHistoryPoint[] {
  const next = random(seedOf(`${base}/${today.currency}`));
  const sigma =
    VOLATILITY[`${base}/${today.currency}`] ??
    VOLATILITY[`${today.currency}/${base}`] ??
    DEFAULT_VOLATILITY;
  const points = known.length ? [...known] : [{ date: today.date, rate: today.rate }];
  while (points.length < EXCHANGE_HISTORY_DAYS) {
    const oldest = points[0]!;
    let rate: number;
    if (points.length === 1) {
      // The day before today: keep the direction the quote already shows.
      const step = today.rate * sigma * (0.3 + next());
      rate = today.rate - today.updown * step;
    } else {
      // Sum of three uniforms: roughly normal, centred on 0.
      const shock = (next() + next() + next() - 1.5) * sigma * 2;
      const pull = REVERSION * Math.log(today.rate / oldest.rate);
      rate = oldest.rate * Math.exp(shock + pull);
    }
    points.unshift({
      date: isoDay(Date.parse(oldest.date) - DAY_MS),
      rate: roundRate(rate, base),
    });
  }
  return points.slice(-EXCHANGE_HISTORY_DAYS);
}

const data = exchangeSourceSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
for (const base of ['HUF', 'RON'] as const) {
  const series = (data.history[base] ??= {});
  data[base] = data[base].map((today) => {
    const known = (series[today.currency] ?? []).filter((point) => point.date <= today.date);
    if (known.length && known.at(-1)!.date !== today.date) {
      throw new Error(`${base}/${today.currency}: history does not end on today's date`);
    }
    const points = history(base, today, known);
    series[today.currency] = points;
    return { ...today, rate: points.at(-1)!.rate, updown: changeDirection(points) };
  });
}

// One history point a line keeps the file readable and diffable (prettier leaves it as it is).
const json = (value: unknown) =>
  JSON.stringify(value)
    .replace(/([,:])(?=["{\d-])/g, '$1 ')
    .replace(/^\{(.*)\}$/, '{ $1 }');
const lines = (list: unknown[], indent: string) =>
  list.map((item) => `${indent}${json(item)}`).join(',\n');
const text = [
  '{',
  ...(['HUF', 'RON'] as const).map((base) => `  "${base}": [\n${lines(data[base], '    ')}\n  ],`),
  '  "history": {',
  Object.entries(data.history)
    .map(
      ([base, series]) =>
        `    "${base}": {\n` +
        Object.entries(series)
          .map(
            ([currency, points]) => `      "${currency}": [\n${lines(points, '        ')}\n      ]`,
          )
          .join(',\n') +
        '\n    }',
    )
    .join(',\n'),
  '  }',
  '}',
  '',
].join('\n');
fs.writeFileSync(file, text);
console.log(`wrote ${path.relative(process.cwd(), file)} (${Math.round(text.length / 1024)} kB)`);
