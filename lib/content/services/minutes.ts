// The supporters' minutes counter (issue 16, SPEC sections 3, 7 and 9) from the store's 'minutes'
// document (data/minutes.json: contributions day by day): one day's counts for /api/minutes, the total
// since a day for /api/counter and the support page. Days are checked by lib/rules/minutes.ts.
import { edition } from '@/editions/currentEdition';
import { BadRequestError } from '../../http/apiRoute';
import {
  checkDay,
  countsOn,
  minutesBetween,
  todayIn,
  type DayCounts,
  type DayProblem,
} from '../../rules/minutes';
import type { CounterAnswer } from '../../schemas/counterAnswer';
import { minutesSourceSchema, type MinutesSource } from '../../schemas/misc';
import type { ContentSource } from '../contentSource';

async function loadMinutes(source: ContentSource): Promise<MinutesSource> {
  return minutesSourceSchema.parse(await source.getDocument('minutes'));
}

const problems: Record<DayProblem, string> = {
  malformed: 'must be a real calendar day as YYYY-MM-DD',
  'before-start': 'must not be before the counter starts',
  future: 'must not be in the future',
};

/** A checked day, or a 400 that says what was wrong with it. */
function requireDay(
  name: string,
  value: string | undefined,
  range: Parameters<typeof checkDay>[1],
): string {
  const checked = checkDay(value, range);
  if ('problem' in checked) {
    throw new BadRequestError(
      `${name} ${problems[checked.problem]} (${range.start} to ${range.today})`,
    );
  }
  return checked.day;
}

/** One day's contributions; absent `day` means today. */
export async function minutesOfDay(
  source: ContentSource,
  day: string | undefined,
  now = Date.now(),
): Promise<DayCounts & { day: string }> {
  const minutes = await loadMinutes(source);
  const today = todayIn(edition.timeZone, now);
  const checked = requireDay('day', day, { start: minutes.startDate, today, fallback: today });
  return { day: checked, ...countsOn(minutes.days, checked) };
}

/** The minutes bought from `from` (absent: the counter's start) to today. */
export async function counterSince(
  source: ContentSource,
  from: string | undefined,
  now = Date.now(),
): Promise<CounterAnswer> {
  const minutes = await loadMinutes(source);
  const today = todayIn(edition.timeZone, now);
  const start = minutes.startDate;
  const checked = requireDay('from', from, { start, today, fallback: start });
  return { from: checked, count: minutesBetween(minutes.days, checked, today) };
}
