// SPEC section 4 (default race and default competition of the Formula 1 page), section 5 (the race
// parameter is used only if it matches a known race) and section 8 (DNS / DNF / DSQ texts).
//
// - Races are taken in date order whatever order the API sends them in.
// - Cancelled and Postponed races are neither completed nor upcoming: otherwise one cancelled race early in
//   the season would stay "the first race not completed" for the rest of it.
// - Default race: the first race that is neither completed nor skipped; when there is none, the last race.
// - Default competition (a grand prix weekend): the competition of the last completed race when that race
//   ran today (Budapest calendar day, so Sunday's results stay up all Sunday evening) or when no race is
//   upcoming; otherwise the competition of the first upcoming race.
// Used by issue 15 (live sport: Formula 1 page); kept with its tests until then.
import { TZDate } from '@date-fns/tz';
import { CANONICAL_TIME_ZONE } from '../constants';
import { sportText, type SportKey } from '../i18n/sport.hu';
import type { F1Race } from '../schemas/f1';

const COMPLETED = 'Completed';
const SKIPPED_STATUSES = new Set(['Cancelled', 'Postponed']);

/** The result codes of SPEC section 8 said in words (sport.hu.ts: the F1 page is Hungarian only). */
const F1_TIME_KEYS = {
  DNS: 'f1.time.DNS',
  DNF: 'f1.time.DNF',
  DSQ: 'f1.time.DSQ',
} as const satisfies Record<string, SportKey>;

function startOf(race: F1Race): number {
  const time = Date.parse(race.date);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

function inDateOrder(races: readonly F1Race[]): F1Race[] {
  return [...races].sort((a, b) => {
    const [x, y] = [startOf(a), startOf(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

const isCompleted = (race: F1Race) => race.status === COMPLETED;
const isUpcoming = (race: F1Race) => !isCompleted(race) && !SKIPPED_STATUSES.has(race.status);

function dayKey(time: number, timeZone: string): string {
  const date = new TZDate(time, timeZone);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export function defaultRace(races: readonly F1Race[]): F1Race | null {
  const ordered = inDateOrder(races);
  return (
    ordered.find(isUpcoming) ??
    ordered.filter((race) => !SKIPPED_STATUSES.has(race.status)).at(-1) ??
    ordered.at(-1) ??
    null
  );
}

/** `now` is unix ms, like the other rules. */
export function defaultCompetition(
  races: readonly F1Race[],
  now: number,
  timeZone: string = CANONICAL_TIME_ZONE,
): F1Race['competition'] | null {
  const ordered = inDateOrder(races);
  const lastCompleted = ordered.filter(isCompleted).at(-1);
  const firstUpcoming = ordered.find(isUpcoming);
  if (lastCompleted) {
    const ranToday =
      Number.isFinite(startOf(lastCompleted)) &&
      dayKey(startOf(lastCompleted), timeZone) === dayKey(now, timeZone);
    if (ranToday || !firstUpcoming) return lastCompleted.competition;
  }
  return firstUpcoming?.competition ?? null;
}

function wholeNumber(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text === 'number') return Number.isSafeInteger(text) ? text : null;
  if (typeof text !== 'string' || !/^\s*-?\d{1,15}\s*$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

export interface RaceSelection {
  race: F1Race;
  /** A negative id asks for the race's starting grid instead of its result (SPEC section 2). */
  grid: boolean;
}

/** The `futam` query value, when it names a known race (negative: its starting grid); else null. */
export function raceParam(value: unknown, races: readonly F1Race[]): RaceSelection | null {
  const id = wholeNumber(value);
  if (id === null || id === 0) return null;
  const race = races.find((candidate) => candidate.id === Math.abs(id));
  return race ? { race, grid: id < 0 } : null;
}

/** The `verseny` query value, when it names the competition of a known race; else null. */
export function competitionParam(
  value: unknown,
  races: readonly F1Race[],
): F1Race['competition'] | null {
  const id = wholeNumber(value);
  if (id === null || id <= 0) return null;
  return races.find((race) => race.competition.id === id)?.competition ?? null;
}

/** DNS, DNF and DSQ in words (SPEC section 8); any other time or gap as it came; '' for none. */
export function f1TimeText(time: string | null): string {
  if (time === null) return '';
  const code = time.trim().toUpperCase();
  return Object.hasOwn(F1_TIME_KEYS, code)
    ? sportText(F1_TIME_KEYS[code as keyof typeof F1_TIME_KEYS])
    : time.trim();
}
