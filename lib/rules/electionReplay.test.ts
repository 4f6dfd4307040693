// The election replay clock (issue 31 item 1: "a replay clock (as for sport) makes counting progress
// move in the demo and in e2e").
import { SMALL_ELECTION } from '@/tests/fixtures/electionData';
import { electionSchema } from '../schemas/elections';
import {
  areaProgress,
  countProgress,
  countStatus,
  electionAt,
  reportingOrder,
} from './electionReplay';

const MINUTE = 60_000;
const clock = { start: 10 * MINUTE, minutes: 60 };

describe('countProgress', () => {
  it.each([
    ['before the polls close', 5 * MINUTE, { started: false, progress: 0 }],
    ['at the start', 10 * MINUTE, { started: true, progress: 0 }],
    ['half way', 40 * MINUTE, { started: true, progress: 0.5 }],
    ['at the end', 70 * MINUTE, { started: true, progress: 1 }],
    ['long after', 700 * MINUTE, { started: true, progress: 1 }],
  ])('%s', (_case, now, expected) => {
    expect(countProgress(clock, now)).toEqual(expected);
  });

  it('starts again every `every` ms', () => {
    const repeating = { ...clock, every: 90 * MINUTE };
    expect(countProgress(repeating, 100 * MINUTE + 15 * MINUTE)).toEqual({
      started: true,
      progress: 0.25,
    });
  });

  it('a count of no minutes is final at once', () => {
    expect(countProgress({ start: 0, minutes: 0 }, 1)).toEqual({ started: true, progress: 1 });
  });
});

describe('countStatus', () => {
  it.each([
    [0, false, 'before'],
    [0, true, 'counting'],
    [0.99, true, 'counting'],
    [1, true, 'final'],
  ] as const)('progress %d, started %s: %s', (progress, started, status) => {
    expect(countStatus(progress, started)).toBe(status);
  });
});

describe('areaProgress', () => {
  it.each([
    // index, total, progress, counted
    [0, 5, 0, 0],
    [0, 5, 0.2, 0.5],
    [0, 5, 0.4, 1],
    [4, 5, 0.6, 0],
    [4, 5, 0.8, 0.5],
    [4, 5, 1, 1],
    [0, 1, 0.2, 0.5],
  ])('area %d of %d at %d: %d', (index, total, progress, counted) => {
    expect(areaProgress(index, total, progress)).toBeCloseTo(counted);
  });
});

describe('reportingOrder', () => {
  it('puts every key in one place, the same for the same keys in any order', () => {
    const keys = ['pest/01', 'pest/02', 'budapest/01', 'zala/03'];
    const order = reportingOrder(keys);
    expect([...order.values()].sort()).toEqual([0, 1, 2, 3]);
    expect(reportingOrder([...keys].reverse())).toEqual(order);
  });
});

describe('electionAt', () => {
  const election = electionSchema.parse(SMALL_ELECTION);

  it('before the count: nothing counted', () => {
    const before = electionAt(election, { started: false, progress: 0 });
    expect(before.count).toEqual({ status: 'before', counted: 0 });
    expect(before.races[0]!.national!.results.map((line) => line.votes)).toEqual([0, 0]);
  });

  it('while counting: a share of every final figure, seats only where an area is done', () => {
    const half = electionAt(election, { started: true, progress: 0.5 });
    expect(half.count).toEqual({ status: 'counting', counted: 0.5 });
    expect(half.races[0]!.national!.results).toEqual([
      { party: 'narancs', candidate: null, votes: 200, seats: null },
      { party: 'kek', candidate: null, votes: 150, seats: null },
    ]);
    for (const area of half.races[1]!.areas) {
      expect(area.results[0]!.seats).toBe(area.counted >= 1 ? 1 : null);
    }
  });

  it('final: the data unchanged', () => {
    expect(electionAt(election, { started: true, progress: 1 })).toEqual({
      ...election,
      count: { status: 'final', counted: 1 },
    });
  });
});
