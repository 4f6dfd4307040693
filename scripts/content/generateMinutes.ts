// Writes data/minutes.json: the supporters' contributions day by day (issue 16, SPEC sections 3 and 9),
// from the counter's start (MINUTES_DEFAULT_START_DATE, 2025-03-28) to the newest demo day (the day of
// the newest article under data/articles, before the import's date shift). Run once, the output is
// committed:
//   npx tsx scripts/content/generateMinutes.ts [YYYY-MM-DD (last day)]
// Deterministic (seeded): a base of recurring supporters whose monthly charges fall mostly on the first
// days of a month and that grows slowly, one-time gifts with a weekly rhythm and a few campaign peaks
// (the year-end appeal, the paper's birthday), so the counter and the daily API look like a newsroom's.
import fs from 'node:fs';
import path from 'node:path';
import { MINUTES_DEFAULT_START_DATE } from '@/lib/constants';
import { minutesSourceSchema, type MinutesDay } from '@/lib/schemas/misc';

const file = path.join(process.cwd(), 'data', 'minutes.json');
const DAY_MS = 86_400_000;

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

/** The newest pubDate of the demo articles, as a calendar day. */
function newestDemoDay(): string {
  let newest = '';
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) {
        const day = /^pubDate:\s*"?(\d{4}-\d{2}-\d{2})/m.exec(fs.readFileSync(full, 'utf8'))?.[1];
        if (day && day > newest) newest = day;
      }
    }
  };
  walk(path.join(process.cwd(), 'data', 'articles'));
  return newest;
}

/** One-time gifts peak around these (month-day) dates: the year-end appeal and the birthday. */
const CAMPAIGNS = [
  { from: '12-01', to: '12-31', factor: 2.6 },
  { from: '10-08', to: '10-14', factor: 3.2 },
];

function generate(start: string, end: string): MinutesDay[] {
  const next = random(20250328);
  const days: MinutesDay[] = [];
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let ms = first, index = 0; ms <= last; ms += DAY_MS, index += 1) {
    const date = new Date(ms);
    const day = date.toISOString().slice(0, 10);
    const monthDay = day.slice(5);
    const dayOfMonth = date.getUTCDate();
    const weekday = date.getUTCDay();
    // About 38 000 monthly supporters at the start, 52 000 at the end: each charged once a month,
    // most of them on the day they signed up, many on the 1st to 5th.
    const base = 38_000 + (14_000 * index) / Math.max(1, (last - first) / DAY_MS);
    const share = dayOfMonth <= 5 ? 0.09 : 0.02;
    const recurring = Math.round(base * share * (0.92 + next() * 0.16));
    const campaign = CAMPAIGNS.find((c) => monthDay >= c.from && monthDay <= c.to)?.factor ?? 1;
    const weekly = weekday === 0 || weekday === 6 ? 0.7 : 1;
    const onetime = Math.round(260 * campaign * weekly * (0.7 + next() * 0.6));
    days.push({ day, recurring, onetime });
  }
  return days;
}

const end = process.argv[2] ?? newestDemoDay();
const source = minutesSourceSchema.parse({
  startDate: MINUTES_DEFAULT_START_DATE,
  days: generate(MINUTES_DEFAULT_START_DATE, end),
});
// One day a line: the file stays readable and diffs stay small.
const lines = source.days.map((d) => `    ${JSON.stringify(d)}`);
fs.writeFileSync(
  file,
  `{\n  "startDate": "${source.startDate}",\n  "days": [\n${lines.join(',\n')}\n  ]\n}\n`,
);
console.log(`data/minutes.json: ${source.days.length} days, ${source.startDate} to ${end}`);
