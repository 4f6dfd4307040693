// The replay clock of the demo and the tests (issue 15): a finished fixture or race "runs live" from a
// chosen start, so the 15-second polling of SPEC sections 4 and 9 has something to show. Pure: the same
// fixture, start, speed and `now` always give the same state, so every instance of a site replays the
// same match in step.
//
// Football (match minutes; `speed` match minutes pass per real minute):
//   before the start NS; 0-45 first half (1H, elapsed 1-45); 45-60 half time (HT); 60-105 second half
//   (2H, elapsed 46-90); then, for a match that went to extra time, 105-110 a break (BT), 110-140 extra
//   time (ET, elapsed 91-120), and for one decided on penalties 140-150 the shoot-out (P); then the
//   final status. Events (goals, cards) appear when their minute has been played, and the score is
//   counted from the goals shown (the shoot-out score only at the end).
// Formula 1: laps.current grows from 0 to the total over the race's real duration divided by `speed`;
//   status 'Live' until the last lap, then 'Completed'.
import type { Fixture } from '../schemas/football';
import type { F1Race } from '../schemas/f1';

export interface ReplayClock {
  /** Unix ms when the replay starts (kick-off or lights out). */
  start: number;
  /** Match (or race) minutes per real minute: 1 in the demo, more in tests. */
  speed: number;
  /** Real ms after which the replay starts again (a demo that runs all day); none: once. */
  every?: number;
}

/** The clock of the replay under way at `now`: a repeating replay's latest start. */
export function currentReplay(clock: ReplayClock, now: number): ReplayClock {
  if (!clock.every || clock.every <= 0 || now < clock.start) return clock;
  const rounds = Math.floor((now - clock.start) / clock.every);
  return { ...clock, start: clock.start + rounds * clock.every };
}

/** Match minutes of each phase boundary (see above). */
const PHASES = {
  firstHalfEnd: 45,
  secondHalfStart: 60,
  regularEnd: 105,
  extraTimeStart: 110,
  extraTimeEnd: 140,
  shootOutEnd: 150,
} as const;

function matchMinutes(clock: ReplayClock, now: number): number {
  return ((now - clock.start) / 60_000) * clock.speed;
}

/** The played minute (1-120) at match time `t`, and the status code then. */
function phaseAt(
  t: number,
  finalStatus: string,
): { short: string; elapsed: number | null; done: boolean } {
  const extra = finalStatus === 'AET' || finalStatus === 'PEN';
  const penalties = finalStatus === 'PEN';
  if (t < 0) return { short: 'NS', elapsed: null, done: false };
  if (t < PHASES.firstHalfEnd) return { short: '1H', elapsed: Math.floor(t) + 1, done: false };
  if (t < PHASES.secondHalfStart) return { short: 'HT', elapsed: 45, done: false };
  if (t < PHASES.regularEnd) {
    return { short: '2H', elapsed: 45 + Math.floor(t - PHASES.secondHalfStart) + 1, done: false };
  }
  if (!extra) return { short: finalStatus, elapsed: 90, done: true };
  if (t < PHASES.extraTimeStart) return { short: 'BT', elapsed: 90, done: false };
  if (t < PHASES.extraTimeEnd) {
    return { short: 'ET', elapsed: 90 + Math.floor(t - PHASES.extraTimeStart) + 1, done: false };
  }
  if (penalties && t < PHASES.shootOutEnd) return { short: 'P', elapsed: 120, done: false };
  return { short: finalStatus, elapsed: 120, done: true };
}

/** The last minute whose events are shown at `elapsed` (added time belongs to its half's end). */
function shown(event: { time: { elapsed: number | null } }, elapsed: number | null): boolean {
  return elapsed !== null && (event.time.elapsed ?? 0) <= elapsed;
}

/**
 * `fixture` (finished, with its events) as it stands `now` in a replay started at `clock.start`:
 * status, elapsed minute, the events played so far and the score they make. Kick-off moves to the
 * replay's start.
 */
export function replayFixture(fixture: Fixture, replay: ReplayClock, now: number): Fixture {
  const clock = currentReplay(replay, now);
  const finalStatus = String(fixture.fixture.status.short);
  const phase = phaseAt(matchMinutes(clock, now), finalStatus);
  const kickOff = {
    ...fixture.fixture,
    timestamp: Math.floor(clock.start / 1000),
    date: new Date(clock.start).toISOString(),
  };
  if (phase.done) return { ...fixture, fixture: kickOff };
  const events = (fixture.events ?? []).filter((event) => shown(event, phase.elapsed));
  const goalsOf = (teamId: number) =>
    phase.elapsed === null
      ? null
      : events.filter(
          (e) => e.type === 'Goal' && e.team.id === teamId && e.detail !== 'Missed Penalty',
        ).length;
  const home = goalsOf(fixture.teams.home.id);
  const away = goalsOf(fixture.teams.away.id);
  const none = { home: null, away: null };
  return {
    ...fixture,
    fixture: {
      ...kickOff,
      status: { short: phase.short, long: undefined, elapsed: phase.elapsed, extra: null },
    },
    teams: {
      home: { ...fixture.teams.home, winner: null },
      away: { ...fixture.teams.away, winner: null },
    },
    goals: { home, away },
    score: {
      halftime:
        phase.elapsed !== null && phase.elapsed >= 45 && phase.short !== '1H'
          ? (fixture.score.halftime ?? none)
          : none,
      fulltime: none,
      extratime: none,
      penalty: none,
    },
    events,
  };
}

/** Whether a replayed fixture is still changing at `now` (it stops polling once it is not). */
export function replayRunning(fixture: Fixture, replay: ReplayClock, now: number): boolean {
  const clock = currentReplay(replay, now);
  return !phaseAt(matchMinutes(clock, now), String(fixture.fixture.status.short)).done;
}

/** A race's length in minutes for the replay (an F1 race runs about 90 minutes). */
export const F1_REPLAY_RACE_MINUTES = 90;

/** `race` (completed) as it stands `now` in a replay: Live with the laps done so far, then Completed. */
export function replayRace(race: F1Race, replay: ReplayClock, now: number): F1Race {
  const clock = currentReplay(replay, now);
  const total = race.laps.total ?? 0;
  const minutes = matchMinutes(clock, now);
  const date = new Date(clock.start).toISOString();
  if (minutes < 0) return { ...race, date, status: 'Scheduled', laps: { current: null, total } };
  const current = Math.min(total, Math.floor((minutes / F1_REPLAY_RACE_MINUTES) * total));
  return current >= total
    ? { ...race, date, status: 'Completed', laps: { current: total, total } }
    : { ...race, date, status: 'Live', laps: { current, total } };
}
