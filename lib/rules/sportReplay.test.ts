import type { Fixture } from '../schemas/football';
import type { F1Race } from '../schemas/f1';
import {
  currentReplay,
  replayFixture,
  replayRace,
  replayRunning,
  type ReplayClock,
} from './sportReplay';

// Issue 15 (the replay clock of the demo and tests) over SPEC section 4's status codes: a finished
// fixture runs again minute by minute, and polling stops when it reaches its final status.
const home = { id: 1, name: 'Spanyolország', logo: null };
const away = { id: 2, name: 'Anglia', logo: null };
const goal = (minute: number, team: typeof home, player: string, extra: number | null = null) => ({
  type: 'Goal',
  detail: 'Normal Goal',
  time: { elapsed: minute, extra },
  team,
  player: { id: null, name: player },
  assist: { id: null, name: null },
});

function fixture(
  short: string,
  events = [goal(47, home, 'Williams'), goal(73, away, 'Palmer'), goal(86, home, 'Oyarzabal')],
): Fixture {
  return {
    fixture: {
      id: 7,
      timestamp: 1_720_983_600,
      referee: null,
      status: { short, elapsed: 90 },
      venue: { name: 'Olympiastadion', city: 'Berlin' },
    },
    league: { id: 4, name: 'Euro Championship', logo: null, season: 2024, round: 'Final' },
    teams: { home: { ...home, winner: true }, away: { ...away, winner: false } },
    goals: { home: 2, away: 1 },
    score: {
      halftime: { home: 0, away: 0 },
      fulltime: { home: 2, away: 1 },
      extratime: { home: null, away: null },
      penalty: { home: null, away: null },
    },
    events,
  };
}

const START = Date.UTC(2026, 10, 23, 18);
const clock: ReplayClock = { start: START, speed: 1 };
const at = (minutes: number) => START + minutes * 60_000;

describe('replayFixture (issue 15 replay clock, SPEC §4 status codes)', () => {
  it.each([
    [-1, 'NS', null, null, null, 0],
    [0, '1H', 1, 0, 0, 0],
    [44.9, '1H', 45, 0, 0, 0],
    [50, 'HT', 45, 0, 0, 0],
    [60, '2H', 46, 0, 0, 0],
    [62, '2H', 48, 1, 0, 1],
    [88, '2H', 74, 1, 1, 2],
    [104, '2H', 90, 2, 1, 3],
  ])('at minute %d: %s, elapsed %j, %j-%j, %d events', (t, short, elapsed, h, a, events) => {
    const replayed = replayFixture(fixture('FT'), clock, at(t));
    expect(replayed.fixture.status).toMatchObject({ short, elapsed });
    expect(replayed.goals).toEqual({ home: h, away: a });
    expect(replayed.events).toHaveLength(events);
    expect(replayed.fixture.timestamp).toBe(START / 1000);
  });

  it('ends as the real match ended, and stops running', () => {
    const real = fixture('FT');
    const replayed = replayFixture(real, clock, at(105));
    expect(replayed.fixture.status.short).toBe('FT');
    expect(replayed.goals).toEqual(real.goals);
    expect(replayed.teams.home.winner).toBe(true);
    expect(replayRunning(real, clock, at(104.9))).toBe(true);
    expect(replayRunning(real, clock, at(105))).toBe(false);
  });

  it('plays extra time and the shoot-out for a match decided on penalties', () => {
    const pen = fixture('PEN', [goal(95, away, 'Kane')]);
    expect(replayFixture(pen, clock, at(106)).fixture.status.short).toBe('BT');
    expect(replayFixture(pen, clock, at(120))).toMatchObject({
      fixture: { status: { short: 'ET', elapsed: 101 } },
      goals: { home: 0, away: 1 },
    });
    expect(replayFixture(pen, clock, at(145)).fixture.status.short).toBe('P');
    expect(replayFixture(pen, clock, at(150)).fixture.status.short).toBe('PEN');
    expect(replayRunning(pen, clock, at(149))).toBe(true);
  });

  it('runs faster with a faster clock (tests)', () => {
    const fast = { start: START, speed: 60 };
    expect(replayFixture(fixture('FT'), fast, START + 62_000).fixture.status.short).toBe('2H');
  });
});

describe('replayRace (issue 15 replay clock)', () => {
  const race: F1Race = {
    id: 2024013,
    type: 'Race',
    status: 'Completed',
    date: '2024-07-21T13:00:00Z',
    laps: { current: 70, total: 70 },
    competition: {
      id: 13,
      name: 'Hungarian Grand Prix',
      location: { country: 'Hungary', city: 'Mogyoród' },
    },
    circuit: { id: 13, name: 'Hungaroring', image: null },
  };
  it.each([
    [-5, 'Scheduled', null],
    [0, 'Live', 0],
    [45, 'Live', 35],
    [89, 'Live', 69],
    [90, 'Completed', 70],
  ])('at minute %d: %s, lap %j', (t, status, current) => {
    expect(replayRace(race, clock, at(t))).toMatchObject({ status, laps: { current, total: 70 } });
  });
});

describe('currentReplay (a replay that starts again)', () => {
  const every = 180 * 60_000;
  it.each([
    [-1, START],
    [0, START],
    [179, START],
    [180, START + every],
    [400, START + 2 * every],
  ])('at minute %d the replay under way started at %d', (t, start) => {
    expect(currentReplay({ start: START, speed: 1, every }, at(t)).start).toBe(start);
  });

  it('a repeating replay plays the match again', () => {
    const clock = { start: START, speed: 1, every };
    expect(replayFixture(fixture('FT'), clock, at(180 + 62)).fixture.status.short).toBe('2H');
    expect(currentReplay({ start: START, speed: 1 }, at(500)).start).toBe(START);
  });
});
