import {
  roundName,
  defaultMatchDay,
  footballTab,
  neighbourDays,
  timelinePosition,
  isFinishedStatus,
  isMatchdayHeader,
  matchdayHeaderIndexes,
  matchPhase,
  shouldRefreshFixture,
  timelineWidth,
} from './football';

// SPEC section 4 (NS, FT, AET, PEN; P, WP, ET also handled; finished statuses stop auto-refresh) and
// section 9 (timeline 105 / 125 / 130, matchday headers for leagues 1 and 4).
describe('matchPhase / isFinishedStatus / shouldRefreshFixture (SPEC §4)', () => {
  it.each([
    ['FT', 'finished', true, false],
    ['AET', 'finished', true, false],
    ['PEN', 'finished', true, false],
    ['ft', 'finished', true, false],
    ['NS', 'notStarted', false, true],
    ['TBD', 'notStarted', false, true],
    ['1H', 'live', false, true],
    ['HT', 'live', false, true],
    ['2H', 'live', false, true],
    ['ET', 'live', false, true],
    ['BT', 'live', false, true],
    ['P', 'live', false, true],
    ['WP', 'live', false, true],
    ['LIVE', 'live', false, true],
    ['SUSP', 'halted', false, true],
    ['INT', 'halted', false, true],
    ['PST', 'halted', false, true],
    ['CANC', 'endedWithoutPlay', false, false],
    ['ABD', 'endedWithoutPlay', false, false],
    ['AWD', 'endedWithoutPlay', false, false],
    ['WO', 'endedWithoutPlay', false, false],
  ])('%s', (status, phase, finished, refresh) => {
    expect(matchPhase(status)).toBe(phase);
    expect(isFinishedStatus(status)).toBe(finished);
    expect(shouldRefreshFixture(status)).toBe(refresh);
  });
});

describe('timelineWidth (SPEC §9: 105, 125 extra time, 130 penalties)', () => {
  it.each([
    ['NS', 105],
    ['1H', 105],
    ['2H', 105],
    ['FT', 105],
    ['ET', 125],
    ['BT', 125],
    ['AET', 125],
    ['WP', 130],
    ['P', 130],
    ['PEN', 130],
    ['pen', 130],
    ['CANC', 105],
  ])('%s -> %d', (status, expected) => {
    expect(timelineWidth(status)).toBe(expected);
  });
});

describe('matchdayHeaderIndexes / isMatchdayHeader (SPEC §9)', () => {
  it.each([
    [1, [0, 16, 32, 48, 56, 60, 62, 63]],
    [4, [0, 12, 24, 36, 44, 48, 50]],
    [2, []],
    [0, []],
  ])('league %d', (league, expected) => {
    expect(matchdayHeaderIndexes(league)).toEqual(expected);
  });

  it.each([
    [1, 0, true],
    [1, 16, true],
    [1, 63, true],
    [1, 12, false],
    [1, 64, false],
    [4, 12, true],
    [4, 50, true],
    [4, 16, false],
    [39, 0, false],
  ])('league %d, fixture %d -> %s', (league, index, expected) => {
    expect(isMatchdayHeader(league, index)).toBe(expected);
  });
});

// SPEC sections 2 and 9: the football page's day (supplement league 4, season 2024, start 2024-06-14),
// its day picker, its tabs, and the timeline (105 / 125 / 130 minutes).
describe('defaultMatchDay (SPEC §2, §9)', () => {
  const days = ['2024-06-15', '2024-06-14', '2024-07-14'];
  it.each([
    [days, '2024-06-15', '2024-06-14', '2024-06-15'],
    [days, '2026-11-23', '2024-06-14', '2024-06-14'],
    [days, '2026-11-23', undefined, '2024-06-14'],
    [[], '2026-11-23', undefined, null],
  ])('%j, today %s, start %s -> %j', (list, today, start, expected) => {
    expect(defaultMatchDay(list, today, start)).toBe(expected);
  });
});

describe('neighbourDays', () => {
  const days = ['2024-06-15', '2024-06-14', '2024-07-14', '2024-06-15'];
  it.each([
    ['2024-06-14', null, '2024-06-15'],
    ['2024-06-15', '2024-06-14', '2024-07-14'],
    ['2024-06-20', '2024-06-15', '2024-07-14'],
    ['2024-07-14', '2024-06-15', null],
  ])('%s -> %j / %j', (day, previous, next) => {
    expect(neighbourDays(days, day)).toEqual({ previous, next });
  });
});

describe('footballTab (SPEC §2 oldal)', () => {
  it.each([
    ['tabella', 'tabella'],
    ['gol', 'gol'],
    ['sarga', 'sarga'],
    ['piros', 'piros'],
    [undefined, 'tabella'],
    ['kek', 'tabella'],
    [['gol'], 'tabella'],
  ])('%j -> %s', (value, expected) => expect(footballTab(value)).toBe(expected));
});

describe('timelinePosition (SPEC §9 timeline width)', () => {
  it.each([
    [{ elapsed: 0, extra: null }, 105, 0],
    [{ elapsed: 45, extra: 2 }, 105, 47 / 105],
    [{ elapsed: 120, extra: null }, 125, 120 / 125],
    [{ elapsed: 120, extra: 5 }, 125, 1],
    [{ elapsed: null, extra: null }, 130, 0],
  ])('%j of %d -> %d', (time, width, expected) => {
    expect(timelinePosition(time, width)).toBeCloseTo(expected);
  });
});

describe('roundName (issue 15: rounds of the api-sports data)', () => {
  it.each([
    ['Group A - 1', { kind: 'group', group: 'A', matchday: 1 }],
    ['Group f - 3', { kind: 'group', group: 'F', matchday: 3 }],
    ['Round of 16', { kind: 'knockout', stage: 16 }],
    ['Quarter-finals', { kind: 'knockout', stage: 8 }],
    ['Semi-finals', { kind: 'knockout', stage: 4 }],
    ['3rd Place Final', { kind: 'knockout', stage: 3 }],
    ['Final', { kind: 'knockout', stage: 'final' }],
    ['Regular Season - 12', { kind: 'other', text: 'Regular Season - 12' }],
    [null, { kind: 'other', text: '' }],
  ])('%j', (round, expected) => expect(roundName(round)).toEqual(expected));
});
