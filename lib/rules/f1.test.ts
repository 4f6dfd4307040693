import type { F1Race } from '../schemas/f1';
import { competitionParam, defaultCompetition, defaultRace, f1TimeText, raceParam } from './f1';

// SPEC section 4 (default race and competition), section 5 (race parameter must match a known race),
// section 8 (DNS 'Nem indult', DNF 'Kiesett', DSQ 'Kizárás').
function race(id: number, competitionId: number, date: string, status: string): F1Race {
  return {
    id,
    type: 'Race',
    status,
    date,
    laps: { current: null, total: 57 },
    competition: {
      id: competitionId,
      name: `GP ${competitionId}`,
      location: { country: null, city: null },
    },
    circuit: { id: competitionId, name: `Circuit ${competitionId}`, image: null },
  };
}

const bahrain = race(1, 10, '2026-03-01T15:00:00+00:00', 'Completed');
const saudi = race(2, 20, '2026-03-08T17:00:00+00:00', 'Completed');
const melbourne = race(3, 30, '2026-03-22T05:00:00+00:00', 'Scheduled');
const japan = race(4, 40, '2026-04-05T06:00:00+00:00', 'Scheduled');
const live = race(5, 30, '2026-03-22T05:00:00+00:00', 'Live');
const cancelled = race(6, 15, '2026-03-04T15:00:00+00:00', 'Cancelled');

describe('defaultRace (SPEC §4: first not completed, else the last)', () => {
  it.each([
    ['first scheduled', [bahrain, saudi, melbourne, japan], 3],
    ['API order does not matter', [japan, melbourne, saudi, bahrain], 3],
    ['a live race counts as not completed', [bahrain, live, japan], 5],
    ['all completed: the last', [bahrain, saudi], 2],
    ['none completed: the first', [melbourne, japan], 3],
    ['cancelled race skipped', [bahrain, cancelled, saudi, melbourne], 3],
    [
      'all completed but a cancelled one: last completed',
      [bahrain, saudi, { ...cancelled, date: '2026-12-01T00:00:00Z' }],
      2,
    ],
    ['only a cancelled race', [cancelled], 6],
    ['no races', [], null],
  ])('%s', (_name, races, expected) => {
    expect(defaultRace(races)?.id ?? null).toBe(expected);
  });
});

describe('defaultCompetition (SPEC §4)', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    [
      'between weekends: first upcoming',
      [bahrain, saudi, melbourne],
      at('2026-03-15T12:00:00Z'),
      30,
    ],
    [
      'last completed ran today: it stays',
      [bahrain, saudi, melbourne],
      at('2026-03-08T21:00:00Z'),
      20,
    ],
    [
      'Budapest day, not UTC: 23:30 UTC is the next day',
      [bahrain, saudi, melbourne],
      at('2026-03-08T23:30:00Z'),
      30,
    ],
    ['the day after: first upcoming', [bahrain, saudi, melbourne], at('2026-03-09T09:00:00Z'), 30],
    ['none upcoming: last completed', [bahrain, saudi], at('2026-11-30T12:00:00Z'), 20],
    [
      'none upcoming apart from cancelled: last completed',
      [bahrain, saudi, { ...cancelled, date: '2026-12-01T00:00:00Z' }],
      at('2026-11-30T12:00:00Z'),
      20,
    ],
    ['none completed: first upcoming', [japan, melbourne], at('2026-01-01T00:00:00Z'), 30],
    ['live race is upcoming', [bahrain, live], at('2026-03-22T06:00:00Z'), 30],
    ['no races', [], at('2026-03-22T06:00:00Z'), null],
  ])('%s', (_name, races, now, expected) => {
    expect(defaultCompetition(races, now)?.id ?? null).toBe(expected);
  });

  it('uses the given time zone (SPEC §4)', () => {
    // 23:30 UTC on race day is still the same day in UTC.
    expect(defaultCompetition([saudi, melbourne], at('2026-03-08T23:30:00Z'), 'UTC')?.id).toBe(20);
  });
});

describe('raceParam (SPEC §5: used only if it matches a known race)', () => {
  const races = [bahrain, saudi, melbourne];
  it.each([
    ['2', { id: 2, grid: false }],
    ['-2', { id: 2, grid: true }],
    [' 3 ', { id: 3, grid: false }],
    [['1', '2'], { id: 1, grid: false }],
    [3, { id: 3, grid: false }],
    ['99', null],
    ['-99', null],
    ['0', null],
    ['', null],
    ['abc', null],
    ['2.5', null],
    ['1e3', null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    const result = raceParam(value, races);
    expect(result && { id: result.race.id, grid: result.grid }).toEqual(expected);
  });
});

describe('competitionParam (SPEC §5)', () => {
  it.each([
    ['20', 20],
    ['30', 30],
    ['2', null],
    ['-20', null],
    ['x', null],
  ])('%j -> %s', (value, expected) => {
    expect(competitionParam(value, [bahrain, saudi, melbourne])?.id ?? null).toBe(expected);
  });
});

describe('f1TimeText (SPEC §8)', () => {
  it.each([
    ['DNS', 'Nem indult'],
    ['DNF', 'Kiesett'],
    ['DSQ', 'Kizárás'],
    ['dnf', 'Kiesett'],
    [' DSQ ', 'Kizárás'],
    ['1:32:41.123', '1:32:41.123'],
    ['+5.123s', '+5.123s'],
    ['1 Lap', '1 Lap'],
    ['constructor', 'constructor'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (time, expected) => {
    expect(f1TimeText(time)).toBe(expected);
  });
});
