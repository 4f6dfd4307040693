// The football demo data of data/sport/football (UEFA Euro 2024, league 4, season 2024; issue 15): every
// file parses with the schemas of ./football, the 51 matches are complete and in kick-off order, the
// goal events add up to the scores, and the group tables and top lists agree with the fixtures.
import fs from 'node:fs';
import path from 'node:path';
import { recordOf } from '@/tests/fixtures/footballDataChecks';
import { z } from 'zod';
import {
  fixtureSchema,
  footballTeamSchema,
  standingRowSchema,
  topScorerRowSchema,
  type Fixture,
} from './football';

const root = path.join(import.meta.dirname, '../../data/sport/football');
const dir = path.join(root, 'league-4-2024');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const teams = z
  .array(footballTeamSchema)
  .parse(JSON.parse(fs.readFileSync(path.join(root, 'teams.json'), 'utf8')));
const fixtures = z.array(fixtureSchema).parse(read('fixtures.json'));
const standings = z.array(z.array(standingRowSchema)).parse(read('standings.json'));
const topScorers = z.array(topScorerRowSchema).parse(read('topscorers.json'));
const topYellowCards = z.array(topScorerRowSchema).parse(read('topyellowcards.json'));
const topRedCards = z.array(topScorerRowSchema).parse(read('topredcards.json'));

const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F'];
const groupFixtures = fixtures.filter((f) => f.league.round?.startsWith('Group '));
const goalEvents = (fixture: Fixture) =>
  (fixture.events ?? []).filter((e) => e.type === 'Goal' && e.detail !== 'Missed Penalty');
const teamName = (id: number) => teams.find((team) => team.id === id)?.name;

describe('football demo data, UEFA Euro 2024', () => {
  it('has the 24 teams with unique ids, Hungarian names and our own logo paths', () => {
    // teams.json holds the teams of every league season (the World Cup's too): the Euro's 24 have ids
    // 1-24 and each plays in the Euro fixtures.
    expect(new Set(teams.map((team) => team.id)).size).toBe(teams.length);
    expect(new Set(teams.map((team) => team.name)).size).toBe(teams.length);
    for (const team of teams) expect(team.logo).toBe(`/uploads/sport/teams/${team.id}.svg`);
    const euro = new Set(fixtures.flatMap((f) => [f.teams.home.id, f.teams.away.id]));
    expect([...euro].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(euro.size).toBe(24);
    for (const id of euro) expect(teamName(id), String(id)).toBeTruthy();
    expect(teams.map((team) => team.name)).toEqual(
      expect.arrayContaining(['Magyarország', 'Németország', 'Svájc', 'Skócia', 'Spanyolország']),
    );
  });

  it('has 51 matches with unique ids: 36 group matches (6 per group) and the knockout rounds', () => {
    expect(fixtures).toHaveLength(51);
    expect(new Set(fixtures.map((f) => f.fixture.id)).size).toBe(51);
    expect(groupFixtures).toHaveLength(36);
    for (const group of GROUPS) {
      const matches = groupFixtures.filter((f) => f.league.round?.startsWith(`Group ${group} - `));
      expect(matches, group).toHaveLength(6);
      for (const matchday of [1, 2, 3]) {
        expect(
          matches.filter((f) => f.league.round === `Group ${group} - ${matchday}`),
        ).toHaveLength(2);
      }
      // Every pair of the group's four teams meets once.
      const ids = new Set(matches.flatMap((f) => [f.teams.home.id, f.teams.away.id]));
      expect(ids.size).toBe(4);
      const pairs = matches.map((f) => [f.teams.home.id, f.teams.away.id].sort().join('-'));
      expect(new Set(pairs).size).toBe(6);
    }
    const count = (round: string) => fixtures.filter((f) => f.league.round === round).length;
    expect(count('Round of 16')).toBe(8);
    expect(count('Quarter-finals')).toBe(4);
    expect(count('Semi-finals')).toBe(2);
    expect(count('Final')).toBe(1);
    for (const f of fixtures) {
      expect(f.league).toMatchObject({
        id: 4,
        name: 'Euro Championship',
        logo: '/uploads/sport/leagues/4.svg',
        country: 'World',
        season: 2024,
      });
      for (const side of [f.teams.home, f.teams.away]) {
        expect(teams.find((team) => team.id === side.id)).toEqual({
          id: side.id,
          name: side.name,
          logo: side.logo,
        });
      }
    }
  });

  it('has every kick-off between 14 June and 14 July 2024, in order', () => {
    const times = fixtures.map((f) => f.fixture.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(Date.parse('2024-06-14T19:00:00Z') / 1000);
    for (const f of fixtures) {
      expect(f.fixture.timestamp).toBeGreaterThanOrEqual(Date.parse('2024-06-14T00:00:00Z') / 1000);
      expect(f.fixture.timestamp).toBeLessThan(Date.parse('2024-07-15T00:00:00Z') / 1000);
      expect(Date.parse(f.fixture.date ?? '')).toBe(f.fixture.timestamp * 1000);
      expect(f.fixture.timezone).toBe('UTC');
      expect(f.fixture.venue.name).toBeTruthy();
      expect(f.fixture.venue.city).toBeTruthy();
    }
    // Group matches before the round of 16, and so on.
    const order = ['Group', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'];
    const stage = (f: Fixture) => order.findIndex((name) => f.league.round?.startsWith(name));
    const stages = fixtures.map(stage);
    expect(stages.every((s) => s >= 0)).toBe(true);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
  });

  it('has a status, winner and score that fit every match', () => {
    for (const f of fixtures) {
      const label = `${f.fixture.id} ${f.teams.home.name}–${f.teams.away.name}`;
      const { goals, score } = f;
      const { short, elapsed } = f.fixture.status;
      expect(['FT', 'AET', 'PEN'], label).toContain(short);
      expect(elapsed, label).toBe(short === 'FT' ? 90 : 120);
      if (f.league.round?.startsWith('Group')) expect(short, label).toBe('FT');
      const sum = (a: number | null | undefined, b: number | null | undefined) =>
        (a ?? 0) + (b ?? 0);
      expect(sum(score.fulltime?.home, score.extratime?.home), label).toBe(goals.home);
      expect(sum(score.fulltime?.away, score.extratime?.away), label).toBe(goals.away);
      if (short === 'FT') {
        expect(score.extratime, label).toEqual({ home: null, away: null });
        expect(score.fulltime, label).toEqual(goals);
      } else {
        expect(score.fulltime?.home, label).toBe(score.fulltime?.away);
        expect(score.extratime?.home, label).not.toBeNull();
      }
      let [home, away] = [goals.home ?? 0, goals.away ?? 0];
      if (short === 'PEN') {
        expect(home, label).toBe(away);
        [home, away] = [score.penalty.home ?? 0, score.penalty.away ?? 0];
        expect(home, label).not.toBe(away);
      } else {
        expect(score.penalty, label).toEqual({ home: null, away: null });
      }
      expect(f.teams.home.winner, label).toBe(home === away ? null : home > away);
      expect(f.teams.away.winner, label).toBe(home === away ? null : away > home);
      if (!f.league.round?.startsWith('Group')) expect(home, label).not.toBe(away);
      expect(f.statistics, label).toBeUndefined();
    }
  });

  it('has goal events that add up to the score of every match (shoot-outs excluded)', () => {
    for (const f of fixtures) {
      const label = `${f.fixture.id} ${f.teams.home.name}–${f.teams.away.name}`;
      const goals = goalEvents(f);
      const count = (teamId: number, until = Infinity) =>
        goals.filter((e) => e.team.id === teamId && (e.time.elapsed ?? 0) <= until).length;
      expect(count(f.teams.home.id), label).toBe(f.goals.home);
      expect(count(f.teams.away.id), label).toBe(f.goals.away);
      expect(count(f.teams.home.id, 90), label).toBe(f.score.fulltime?.home);
      expect(count(f.teams.away.id, 90), label).toBe(f.score.fulltime?.away);
      if (f.score.halftime?.home !== null) {
        expect(count(f.teams.home.id, 45), label).toBe(f.score.halftime?.home);
        expect(count(f.teams.away.id, 45), label).toBe(f.score.halftime?.away);
      }
      for (const e of f.events ?? []) {
        expect([f.teams.home.id, f.teams.away.id], label).toContain(e.team.id);
        expect(e.player.name, label).toBeTruthy();
        if (e.type === 'Goal') expect(['Normal Goal', 'Own Goal', 'Penalty']).toContain(e.detail);
        else expect(e).toMatchObject({ type: 'Card', detail: 'Red Card' });
        const limit = f.fixture.status.short === 'FT' ? 90 : 120;
        expect(e.time.elapsed, label).toBeLessThanOrEqual(limit);
      }
      // In time order: by minute, and by added minute where both are known.
      const events = f.events ?? [];
      for (let i = 1; i < events.length; i++) {
        const [prev, next] = [events[i - 1]!.time, events[i]!.time];
        expect(next.elapsed ?? 0, label).toBeGreaterThanOrEqual(prev.elapsed ?? 0);
        if (next.elapsed === prev.elapsed && next.extra !== null && prev.extra !== null) {
          expect(next.extra, label).toBeGreaterThanOrEqual(prev.extra);
        }
      }
    }
    const all = fixtures.flatMap(goalEvents);
    expect(all).toHaveLength(117);
    expect(all.filter((e) => e.detail === 'Own Goal')).toHaveLength(10);
  });

  it('has final group tables equal to the ones the group matches give', () => {
    expect(standings).toHaveLength(6);
    standings.forEach((table, index) => {
      const group = `Group ${GROUPS[index]}`;
      expect(table).toHaveLength(4);
      expect(table.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
      const points = table.map((row) => row.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      for (const row of table) {
        expect(row.group).toBe(group);
        const matches = groupFixtures.filter(
          (f) =>
            f.league.round?.startsWith(`${group} - `) &&
            (f.teams.home.id === row.team.id || f.teams.away.id === row.team.id),
        );
        expect(matches, teamName(row.team.id)).toHaveLength(3);
        const stats = recordOf(matches, row.team.id);
        expect(row.all, row.team.name).toEqual(stats);
        expect(row.points, row.team.name).toBe(stats.win * 3 + stats.draw);
        expect(row.goalsDiff, row.team.name).toBe(stats.goals.for - stats.goals.against);
        expect(teams.find((team) => team.id === row.team.id)).toEqual(row.team);
      }
    });
    // The 16 teams that went through are the ones that played in the round of 16.
    const knockout = new Set(
      fixtures
        .filter((f) => f.league.round === 'Round of 16')
        .flatMap((f) => [f.teams.home.id, f.teams.away.id]),
    );
    const qualified = standings.flat().filter((row) => row.description);
    expect(new Set(qualified.map((row) => row.team.id))).toEqual(knockout);
    const hungary = standings[0]?.find((row) => row.team.name === 'Magyarország');
    expect(hungary).toMatchObject({ rank: 3, points: 3, goalsDiff: -3, description: null });
  });

  it('has the top scorers with the non-own goals the events give them', () => {
    const goalsBy = new Map<string, { team: number; goals: number }>();
    for (const e of fixtures.flatMap(goalEvents)) {
      if (e.detail === 'Own Goal') continue;
      const name = e.player.name ?? '';
      const entry = goalsBy.get(name) ?? { team: e.team.id, goals: 0 };
      entry.goals += 1;
      goalsBy.set(name, entry);
    }
    for (const row of topScorers) {
      const stats = row.statistics[0]!;
      expect(stats.goals.total, row.player.name).toBe(goalsBy.get(row.player.name)?.goals);
      expect(stats.team.id, row.player.name).toBe(goalsBy.get(row.player.name)?.team);
    }
    const withTwo = [...goalsBy].filter(([, entry]) => entry.goals >= 2).map(([name]) => name);
    expect(topScorers.map((row) => row.player.name).sort()).toEqual(withTwo.sort());
    const totals = topScorers.map((row) => row.statistics[0]!.goals.total ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals.filter((total) => total === 3)).toHaveLength(6);
    expect(Math.max(...[...goalsBy.values()].map((entry) => entry.goals))).toBe(3);
  });

  it('has the red cards of the events in the red-card list, and no yellow-card list', () => {
    const cards = fixtures.flatMap((f) => (f.events ?? []).filter((e) => e.type === 'Card'));
    expect(topRedCards.map((row) => row.player.name).sort()).toEqual(
      cards.map((e) => e.player.name).sort(),
    );
    for (const row of topRedCards) {
      const { cards: count, team } = row.statistics[0]!;
      expect((count.red ?? 0) + (count.yellowred ?? 0), row.player.name).toBe(
        cards.filter((e) => e.player.name === row.player.name).length,
      );
      expect(cards.find((e) => e.player.name === row.player.name)?.team.id).toBe(team.id);
    }
    expect(topYellowCards).toEqual([]);
  });

  it('has the final: Spain 2–1 England on 14 July 2024 in Berlin', () => {
    const final = fixtures.find((f) => f.league.round === 'Final');
    expect(final).toBe(fixtures.at(-1));
    expect(final?.fixture.date?.slice(0, 10)).toBe('2024-07-14');
    expect(final?.fixture.venue).toMatchObject({ name: 'Olympiastadion', city: 'Berlin' });
    expect(final?.fixture.status.short).toBe('FT');
    expect(final?.teams.home).toMatchObject({ name: 'Spanyolország', winner: true });
    expect(final?.teams.away).toMatchObject({ name: 'Anglia', winner: false });
    expect(final?.goals).toEqual({ home: 2, away: 1 });
    expect(goalEvents(final!).map((e) => e.player.name)).toEqual([
      'Nico Williams',
      'Cole Palmer',
      'Mikel Oyarzabal',
    ]);
  });

  it('has starting elevens of 11 players with a coach where lineups are given', () => {
    for (const f of fixtures) {
      for (const lineup of f.lineups ?? []) {
        expect([f.teams.home.id, f.teams.away.id]).toContain(lineup.team?.id);
        expect(lineup.startXI).toHaveLength(11);
        expect(new Set(lineup.startXI.map(({ player }) => player.name)).size).toBe(11);
        expect(lineup.startXI.filter(({ player }) => player.pos === 'G')).toHaveLength(1);
        expect(lineup.coach.name).toBeTruthy();
      }
    }
    const final = fixtures.find((f) => f.league.round === 'Final');
    expect(final?.lineups).toHaveLength(2);
  });
});
