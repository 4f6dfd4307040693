import {
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
    ['SUSP', 'live', false, true],
    ['PST', 'live', false, true],
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
