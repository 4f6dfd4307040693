// The supporters' minutes counter (issue 16, SPEC sections 3, 7 and 9): the store's 'minutes' document
// (data/minutes.json: contributions day by day) plus the payments recorded from the provider's
// callbacks (the user-data store: each charge of a payment that stands succeeded, on its day in the
// edition's time zone; lib/rules/paymentMinutes.ts). One day's counts for /api/minutes, the total
// since a day for /api/counter and the support page; either asks the store for one span of time (a
// day's, or from the start of `from` to the end of today). Days are checked by lib/rules/minutes.ts.
// When the recorded payments cannot be read, the counter answers from the document alone (and says
// so in the log), never with an error.
import { edition } from '@/editions/currentEdition';
import { BadRequestError } from '../../http/apiRoute';
import { log } from '../../observability/log';
import {
  addCounts,
  checkDay,
  countsOn,
  daySpanIn,
  minutesBetween,
  minutesTotal,
  rangeSpanIn,
  todayIn,
  type DayCounts,
  type DayProblem,
  type Span,
} from '../../rules/minutes';
import type { CounterAnswer } from '../../schemas/counterAnswer';
import { minutesSourceSchema, type MinutesSource } from '../../schemas/misc';
import type { UserDataStore } from '../../userdata/userDataStore';
import type { ContentSource } from '../contentSource';

/** Where the recorded payments are read: the user-data store (getUserDataStore), or a test's. */
export type RecordedPayments = () => Promise<Pick<UserDataStore, 'countedPayments'>>;

export interface MinutesOptions {
  payments: RecordedPayments;
  /** Unix ms; default: the clock. */
  now?: number;
}

const NO_COUNTS: DayCounts = { recurring: 0, onetime: 0 };

async function loadMinutes(source: ContentSource): Promise<MinutesSource> {
  return minutesSourceSchema.parse(await source.getDocument('minutes'));
}

/** The recorded payments' counts within `span`; none when they cannot be read. */
async function paidWithin(payments: RecordedPayments, { start, end }: Span): Promise<DayCounts> {
  try {
    const store = await payments();
    return await store.countedPayments({ currency: edition.currency, start, end });
  } catch (error) {
    log.warn('minutes counter: recorded payments unreadable, counting the document alone', {
      error,
    });
    return NO_COUNTS;
  }
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
  { payments, now = Date.now() }: MinutesOptions,
): Promise<DayCounts & { day: string }> {
  const minutes = await loadMinutes(source);
  const today = todayIn(edition.timeZone, now);
  const checked = requireDay('day', day, { start: minutes.startDate, today, fallback: today });
  const paid = await paidWithin(payments, daySpanIn(edition.timeZone, checked));
  return { day: checked, ...addCounts(countsOn(minutes.days, checked), paid) };
}

/** The minutes bought from `from` (absent: the counter's start) to today. */
export async function counterSince(
  source: ContentSource,
  from: string | undefined,
  { payments, now = Date.now() }: MinutesOptions,
): Promise<CounterAnswer> {
  const minutes = await loadMinutes(source);
  const today = todayIn(edition.timeZone, now);
  const start = minutes.startDate;
  const checked = requireDay('from', from, { start, today, fallback: start });
  // One total of the payments from the start of `from` to the end of today.
  const paid = await paidWithin(payments, rangeSpanIn(edition.timeZone, checked, today));
  return {
    from: checked,
    count: minutesBetween(minutes.days, checked, today) + minutesTotal(paid),
  };
}
