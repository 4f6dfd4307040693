// The football demo data of the 2022 FIFA World Cup (Qatar; league 1, season 2022, issue 15) in
// data/sport/football/league-1-2022: every file parses with the schemas of ./football, the 64 matches
// are complete and in kick-off order (the matchday header indexes of SPEC section 9 fall on the first
// match of each block), the goal events add up to the scores, and the group tables and top lists agree
// with the fixtures. The local live-sport adapter serves the season next to Euro 2024.
import fs from 'node:fs';
import path from 'node:path';
import { recordOf } from '@/tests/fixtures/footballDataChecks';
import { z } from 'zod';
import { matchdayHeaderIndexes, matchDay } from '../rules/football';
import { livescoreAnswer } from '../sport/livescoreAnswer';
import { parseLivescorePath } from '../sport/livescorePaths';
import { createLocalSport } from '../sport/localSport';
import {
  fixtureSchema,
  footballTeamSchema,
  standingRowSchema,
  topScorerRowSchema,
  type Fixture,
} from './football';

const sportDir = path.join(import.meta.dirname, '../../data/sport');
const root = path.join(sportDir, 'football');
const dir = path.join(root, 'league-1-2022');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const teams = z
  .array(footballTeamSchema)
  .parse(JSON.parse(fs.readFileSync(path.join(root, 'teams.json'), 'utf8')));
const fixtures = z.array(fixtureSchema).parse(read('fixtures.json'));
const standings = z.array(z.array(standingRowSchema)).parse(read('standings.json'));
const topScorers = z.array(topScorerRowSchema).parse(read('topscorers.json'));
const topYellowCards = z.array(topScorerRowSchema).parse(read('topyellowcards.json'));
const topRedCards = z.array(topScorerRowSchema).parse(read('topredcards.json'));

/** The 32 teams in group order (A to H), as teams.json names them. */
const GROUP_TEAMS: Record<string, string[]> = {
  A: ['Katar', 'Ecuador', 'Szenegál', 'Hollandia'],
  B: ['Anglia', 'Irán', 'Egyesült Államok', 'Wales'],
  C: ['Argentína', 'Szaúd-Arábia', 'Mexikó', 'Lengyelország'],
  D: ['Franciaország', 'Ausztrália', 'Dánia', 'Tunézia'],
  E: ['Spanyolország', 'Costa Rica', 'Németország', 'Japán'],
  F: ['Belgium', 'Kanada', 'Marokkó', 'Horvátország'],
  G: ['Brazília', 'Szerbia', 'Svájc', 'Kamerun'],
  H: ['Portugália', 'Ghána', 'Uruguay', 'Dél-Korea'],
};
const GROUPS = Object.keys(GROUP_TEAMS);
/** The Euro 2024 teams that played in Qatar keep their ids (1-24); the other 20 got 25-44. */
const EURO_TEAMS = [
  'Hollandia',
  'Anglia',
  'Lengyelország',
  'Franciaország',
  'Dánia',
  'Spanyolország',
  'Németország',
  'Belgium',
  'Horvátország',
  'Szerbia',
  'Svájc',
  'Portugália',
];
const KNOCKOUT_ROUNDS = [
  'Round of 16',
  'Quarter-finals',
  'Semi-finals',
  '3rd Place Final',
  'Final',
];

const groupFixtures = fixtures.filter((f) => f.league.round?.startsWith('Group '));
const goalEvents = (fixture: Fixture) =>
  (fixture.events ?? []).filter((e) => e.type === 'Goal' && e.detail !== 'Missed Penalty');
const teamName = (id: number) => teams.find((team) => team.id === id)?.name;
const label = (f: Fixture) => `${f.fixture.id} ${f.teams.home.name}–${f.teams.away.name}`;

describe('football demo data, FIFA World Cup 2022', () => {
  it('has the 32 teams in teams.json: Euro teams with their ids, the 20 others with ids 25-44', () => {
    expect(new Set(teams.map((team) => team.id)).size).toBe(teams.length);
    expect(new Set(teams.map((team) => team.name)).size).toBe(teams.length);
    for (const team of teams) expect(team.logo).toBe(`/uploads/sport/teams/${team.id}.svg`);
    const names = Object.values(GROUP_TEAMS).flat();
    expect(new Set(names).size).toBe(32);
    const known = teams.map((team) => team.name);
    for (const name of names) expect(known, name).toContain(name);
    const added = names.filter((name) => !EURO_TEAMS.includes(name));
    expect(added).toHaveLength(20);
    expect(added.map((name) => teams.find((team) => team.name === name)?.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 25 + i),
    );
    for (const name of EURO_TEAMS) {
      expect(teams.find((team) => team.name === name)?.id, name).toBeLessThanOrEqual(24);
    }
  });

  it('has 64 matches with ids 9770001-9770064: 48 group matches (6 per group) and the knockouts', () => {
    expect(fixtures).toHaveLength(64);
    expect(fixtures.map((f) => f.fixture.id)).toEqual(
      Array.from({ length: 64 }, (_, i) => 9770001 + i),
    );
    expect(groupFixtures).toHaveLength(48);
    for (const group of GROUPS) {
      const matches = groupFixtures.filter((f) => f.league.round?.startsWith(`Group ${group} - `));
      expect(matches, group).toHaveLength(6);
      for (const matchday of [1, 2, 3]) {
        expect(
          matches.filter((f) => f.league.round === `Group ${group} - ${matchday}`),
        ).toHaveLength(2);
      }
      // The group's four teams, and every pair of them meets once.
      const names = new Set(matches.flatMap((f) => [f.teams.home.name, f.teams.away.name]));
      expect([...names].sort(), group).toEqual([...GROUP_TEAMS[group]!].sort());
      const pairs = matches.map((f) => [f.teams.home.id, f.teams.away.id].sort().join('-'));
      expect(new Set(pairs).size).toBe(6);
      // Each team once per matchday.
      for (const matchday of [1, 2, 3]) {
        const day = matches.filter((f) => f.league.round === `Group ${group} - ${matchday}`);
        expect(new Set(day.flatMap((f) => [f.teams.home.id, f.teams.away.id])).size).toBe(4);
      }
    }
    const count = (round: string) => fixtures.filter((f) => f.league.round === round).length;
    expect(KNOCKOUT_ROUNDS.map(count)).toEqual([8, 4, 2, 1, 1]);
    for (const f of fixtures) {
      expect(f.league).toMatchObject({
        id: 1,
        name: 'World Cup',
        logo: '/uploads/sport/leagues/1.svg',
        country: 'World',
        season: 2022,
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

  it('has every kick-off between 20 November and 18 December 2022, in order', () => {
    const times = fixtures.map((f) => f.fixture.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(fixtures[0]).toMatchObject({
      fixture: { timestamp: Date.parse('2022-11-20T16:00:00Z') / 1000 },
      teams: { home: { name: 'Katar' }, away: { name: 'Ecuador' } },
    });
    expect(fixtures.at(-1)?.fixture.timestamp).toBe(Date.parse('2022-12-18T15:00:00Z') / 1000);
    for (const f of fixtures) {
      expect(Date.parse(f.fixture.date ?? '')).toBe(f.fixture.timestamp * 1000);
      expect(f.fixture.timezone).toBe('UTC');
      expect(f.fixture.venue.name).toBeTruthy();
      expect(f.fixture.venue.city).toBeTruthy();
      // Qatar (UTC+3) kicked off on the hour: 13, 16, 18, 19 or 22 local time.
      expect([10, 13, 15, 16, 19], label(f)).toContain(new Date(f.fixture.date!).getUTCHours());
    }
    // Eight stadiums; no two matches at one stadium on one day.
    expect(new Set(fixtures.map((f) => f.fixture.venue.name)).size).toBe(8);
    const stadiumDays = fixtures.map(
      (f) => `${f.fixture.venue.name} ${f.fixture.date?.slice(0, 10)}`,
    );
    expect(new Set(stadiumDays).size).toBe(64);
  });

  it('has the blocks the matchday headers of SPEC section 9 open (0/16/32/48/56/60/62/63)', () => {
    const headers = matchdayHeaderIndexes(1);
    expect(headers).toEqual([0, 16, 32, 48, 56, 60, 62, 63]);
    const blocks = ['Group * - 1', 'Group * - 2', 'Group * - 3', ...KNOCKOUT_ROUNDS];
    const blockOf = (f: Fixture) =>
      blocks.indexOf(f.league.round?.replace(/^Group [A-H] - /, 'Group * - ') ?? '');
    fixtures.forEach((f, index) => {
      const block = headers.filter((start) => start <= index).length - 1;
      expect(blockOf(f), `${index} ${label(f)} ${f.league.round}`).toBe(block);
    });
    // Matchday 1 opens with Qatar–Ecuador, group A.
    expect(fixtures[0]?.league.round).toBe('Group A - 1');
  });

  it('has a status, winner and score that fit every match', () => {
    for (const f of fixtures) {
      const { goals, score } = f;
      const { short, elapsed } = f.fixture.status;
      expect(['FT', 'AET', 'PEN'], label(f)).toContain(short);
      expect(elapsed, label(f)).toBe(short === 'FT' ? 90 : 120);
      if (f.league.round?.startsWith('Group')) expect(short, label(f)).toBe('FT');
      const sum = (a: number | null | undefined, b: number | null | undefined) =>
        (a ?? 0) + (b ?? 0);
      expect(sum(score.fulltime?.home, score.extratime?.home), label(f)).toBe(goals.home);
      expect(sum(score.fulltime?.away, score.extratime?.away), label(f)).toBe(goals.away);
      if (short === 'FT') {
        expect(score.extratime, label(f)).toEqual({ home: null, away: null });
        expect(score.fulltime, label(f)).toEqual(goals);
      } else {
        expect(score.fulltime?.home, label(f)).toBe(score.fulltime?.away);
        expect(score.extratime?.home, label(f)).not.toBeNull();
      }
      let [home, away] = [goals.home ?? 0, goals.away ?? 0];
      if (short === 'PEN') {
        expect(home, label(f)).toBe(away);
        [home, away] = [score.penalty.home ?? 0, score.penalty.away ?? 0];
        expect(home, label(f)).not.toBe(away);
      } else {
        expect(score.penalty, label(f)).toEqual({ home: null, away: null });
      }
      expect(f.teams.home.winner, label(f)).toBe(home === away ? null : home > away);
      expect(f.teams.away.winner, label(f)).toBe(home === away ? null : away > home);
      if (!f.league.round?.startsWith('Group')) expect(home, label(f)).not.toBe(away);
      expect(f.statistics, label(f)).toBeUndefined();
    }
    // Five shoot-outs, no match decided in extra time.
    const decided = (short: string) =>
      fixtures.filter((f) => f.fixture.status.short === short).map(label);
    expect(decided('AET')).toEqual([]);
    expect(decided('PEN')).toEqual([
      '9770053 Japán–Horvátország',
      '9770055 Marokkó–Spanyolország',
      '9770057 Horvátország–Brazília',
      '9770058 Hollandia–Argentína',
      '9770064 Argentína–Franciaország',
    ]);
  });

  it('has goal events that add up to the score of every match (shoot-outs excluded)', () => {
    for (const f of fixtures) {
      const goals = goalEvents(f);
      const count = (teamId: number, until = Infinity) =>
        goals.filter((e) => e.team.id === teamId && (e.time.elapsed ?? 0) <= until).length;
      expect(count(f.teams.home.id), label(f)).toBe(f.goals.home);
      expect(count(f.teams.away.id), label(f)).toBe(f.goals.away);
      expect(count(f.teams.home.id, 90), label(f)).toBe(f.score.fulltime?.home);
      expect(count(f.teams.away.id, 90), label(f)).toBe(f.score.fulltime?.away);
      expect(count(f.teams.home.id, 45), label(f)).toBe(f.score.halftime?.home);
      expect(count(f.teams.away.id, 45), label(f)).toBe(f.score.halftime?.away);
      for (const e of f.events ?? []) {
        expect([f.teams.home.id, f.teams.away.id], label(f)).toContain(e.team.id);
        const team = teams.find(({ id }) => id === e.team.id);
        expect(team, label(f)).toEqual(e.team);
        expect(e.player.name, label(f)).toBeTruthy();
        if (e.type === 'Goal') expect(['Normal Goal', 'Own Goal', 'Penalty']).toContain(e.detail);
        else expect(e).toMatchObject({ type: 'Card', detail: 'Red Card' });
        const limit = f.fixture.status.short === 'FT' ? 90 : 120;
        expect(e.time.elapsed, label(f)).toBeLessThanOrEqual(limit);
      }
      // In time order: by minute, and by added minute where both are known.
      const events = f.events ?? [];
      for (let i = 1; i < events.length; i++) {
        const [prev, next] = [events[i - 1]!.time, events[i]!.time];
        expect(next.elapsed ?? 0, label(f)).toBeGreaterThanOrEqual(prev.elapsed ?? 0);
        if (next.elapsed === prev.elapsed && next.extra !== null && prev.extra !== null) {
          expect(next.extra, label(f)).toBeGreaterThanOrEqual(prev.extra);
        }
      }
    }
    const all = fixtures.flatMap(goalEvents);
    expect(all).toHaveLength(172);
    expect(all.filter((e) => e.detail === 'Own Goal').map((e) => e.player.name)).toEqual([
      'Nayef Aguerd',
      'Enzo Fernández',
    ]);
  });

  it('has final group tables equal to the ones the group matches give', () => {
    expect(standings).toHaveLength(8);
    standings.forEach((table, index) => {
      const group = `Group ${GROUPS[index]}`;
      expect(table).toHaveLength(4);
      expect(table.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
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
        expect(row.description, row.team.name).toBe(
          row.rank <= 2 ? 'Promotion - World Cup (Play Offs: 1/8-finals)' : null,
        );
      }
      // No ties on points, goal difference and goals scored: the order follows from them.
      const key = (row: (typeof table)[number]) =>
        [row.points, row.goalsDiff, row.all.goals.for ?? 0] as const;
      for (let i = 1; i < table.length; i++) {
        const [a, b] = [key(table[i - 1]!), key(table[i]!)];
        const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
        expect(cmp, `${group} ${table[i]!.team.name}`).toBeGreaterThan(0);
      }
    });
    // The round of 16: 1A–2B, 1C–2D, 1D–2C, 1B–2A, 1E–2F, 1G–2H, 1F–2E, 1H–2G, in that order.
    const at = (group: string, rank: number) =>
      standings[GROUPS.indexOf(group)]!.find((row) => row.rank === rank)!.team.name;
    const pairs = ['AB', 'CD', 'DC', 'BA', 'EF', 'GH', 'FE', 'HG'];
    expect(
      fixtures
        .filter((f) => f.league.round === 'Round of 16')
        .map((f) => [f.teams.home.name, f.teams.away.name]),
    ).toEqual(pairs.map(([first, second]) => [at(first!, 1), at(second!, 2)]));
  });

  it('has the top scorers with the non-own goals the events give them', () => {
    const goalsBy = new Map<string, { team: number; goals: number }>();
    for (const e of fixtures.flatMap(goalEvents)) {
      if (e.detail === 'Own Goal') continue;
      const name = e.player.name ?? '';
      const entry = goalsBy.get(name) ?? { team: e.team.id, goals: 0 };
      expect(entry.team, name).toBe(e.team.id);
      entry.goals += 1;
      goalsBy.set(name, entry);
    }
    const cards = fixtures.flatMap((f) => (f.events ?? []).filter((e) => e.type === 'Card'));
    for (const row of topScorers) {
      const stats = row.statistics[0]!;
      expect(stats.goals.total, row.player.name).toBe(goalsBy.get(row.player.name)?.goals);
      expect(stats.team.id, row.player.name).toBe(goalsBy.get(row.player.name)?.team);
      // Sent off: Aboubakar (second yellow against Brazil); nobody else on the list.
      const own = cards.filter((e) => e.player.name === row.player.name);
      const second = own.filter((e) => e.comments?.startsWith('Second Yellow')).length;
      expect(stats.cards, row.player.name).toEqual({
        yellow: null,
        yellowred: second,
        red: own.length - second,
      });
    }
    const withTwo = [...goalsBy].filter(([, entry]) => entry.goals >= 2).map(([name]) => name);
    expect(topScorers.map((row) => row.player.name).sort()).toEqual(withTwo.sort());
    const totals = topScorers.map((row) => row.statistics[0]!.goals.total ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(
      topScorers.slice(0, 4).map((row) => [row.player.name, row.statistics[0]!.goals.total]),
    ).toEqual([
      ['Kylian Mbappé', 8],
      ['Lionel Messi', 7],
      ['Julián Álvarez', 4],
      ['Olivier Giroud', 4],
    ]);
    expect(totals.filter((total) => total === 3)).toHaveLength(7);
  });

  it('has the red cards of the events in the red-card list, and no yellow-card list', () => {
    const cards = fixtures.flatMap((f) => (f.events ?? []).filter((e) => e.type === 'Card'));
    expect(topRedCards.map((row) => row.player.name).sort()).toEqual(
      cards.map((e) => e.player.name).sort(),
    );
    expect(cards.map((e) => e.player.name)).toEqual([
      'Wayne Hennessey',
      'Vincent Aboubakar',
      'Denzel Dumfries',
      'Walid Cheddira',
    ]);
    for (const row of topRedCards) {
      const { cards: count, team } = row.statistics[0]!;
      const events = cards.filter((e) => e.player.name === row.player.name);
      expect((count.red ?? 0) + (count.yellowred ?? 0), row.player.name).toBe(events.length);
      // A second yellow says so in the event's comments.
      expect(count.yellowred ?? 0, row.player.name).toBe(
        events.filter((e) => e.comments?.startsWith('Second Yellow')).length,
      );
      expect(events[0]?.team.id).toBe(team.id);
    }
    expect(topYellowCards).toEqual([]);
  });

  it('has the final: Argentina 3–3 France, 4–2 on penalties, on 18 December 2022 in Lusail', () => {
    const final = fixtures.find((f) => f.league.round === 'Final');
    expect(final).toBe(fixtures.at(-1));
    expect(final?.fixture.date?.slice(0, 10)).toBe('2022-12-18');
    expect(final?.fixture.venue).toMatchObject({ name: 'Lusail Stadium', city: 'Lusail' });
    expect(final?.fixture.status.short).toBe('PEN');
    expect(final?.teams.home).toMatchObject({ name: 'Argentína', winner: true });
    expect(final?.teams.away).toMatchObject({ name: 'Franciaország', winner: false });
    expect(final?.goals).toEqual({ home: 3, away: 3 });
    expect(final?.score).toEqual({
      halftime: { home: 2, away: 0 },
      fulltime: { home: 2, away: 2 },
      extratime: { home: 1, away: 1 },
      penalty: { home: 4, away: 2 },
    });
    expect(goalEvents(final!).map((e) => e.player.name)).toEqual([
      'Lionel Messi',
      'Ángel Di María',
      'Kylian Mbappé',
      'Kylian Mbappé',
      'Lionel Messi',
      'Kylian Mbappé',
    ]);
    const third = fixtures.find((f) => f.league.round === '3rd Place Final');
    expect(third).toBe(fixtures.at(-2));
    expect([third?.teams.home.name, third?.goals.home, third?.goals.away]).toEqual([
      'Horvátország',
      2,
      1,
    ]);
  });

  it('has starting elevens of 11 players with a coach where lineups are given', () => {
    for (const f of fixtures) {
      const lineups = f.lineups ?? [];
      expect(new Set(lineups.map((lineup) => lineup.team?.id)).size).toBe(lineups.length);
      for (const lineup of lineups) {
        expect([f.teams.home.id, f.teams.away.id]).toContain(lineup.team?.id);
        expect(teams.find((team) => team.id === lineup.team?.id)).toEqual(lineup.team);
        expect(lineup.startXI, label(f)).toHaveLength(11);
        expect(new Set(lineup.startXI.map(({ player }) => player.name)).size).toBe(11);
        expect(lineup.startXI.filter(({ player }) => player.pos === 'G')).toHaveLength(1);
        for (const { player } of lineup.startXI) expect(['G', 'D', 'M', 'F']).toContain(player.pos);
        expect(lineup.coach.name).toBeTruthy();
      }
    }
    // Both sides of every knockout match (16), none in the group stage.
    expect(groupFixtures.filter((f) => f.lineups)).toEqual([]);
    const knockouts = fixtures.filter((f) => !f.league.round?.startsWith('Group'));
    expect(knockouts).toHaveLength(16);
    for (const f of knockouts) {
      expect(
        f.lineups?.map((lineup) => lineup.team?.id),
        label(f),
      ).toEqual([f.teams.home.id, f.teams.away.id]);
    }
  });
});

describe('the World Cup 2022 through the local live-sport adapter and /api/livescore paths', () => {
  const source = createLocalSport(sportDir);
  const call = async (pathText: string) => {
    const parsed = parseLivescorePath(pathText.split('/'));
    if (!parsed.ok) throw new Error(`${pathText}: ${parsed.status}`);
    return (await livescoreAnswer(source, parsed.call)).response;
  };

  it('lists league 1, season 2022 next to the Euro', async () => {
    expect(await source.footballSeasons()).toEqual([2022, 2024]);
    const leagues = await source.footballLeagues('World');
    expect(leagues.map((entry) => entry.league.id).sort()).toEqual([1, 4]);
    expect(leagues.find((entry) => entry.league.id === 1)).toMatchObject({
      league: { name: 'World Cup', logo: '/uploads/sport/leagues/1.svg' },
      seasons: [{ year: 2022, start: '2022-11-20', end: '2022-12-18' }],
    });
    expect(await call('football/leagues/World')).toHaveLength(2);
    expect(await call('football/seasons')).toEqual([2022, 2024]);
  });

  it('answers the fixtures, a day, one fixture, standings and the top lists', async () => {
    const all = (await call('football/fixtures/1/2022/all')) as Fixture[];
    expect(all.map((f) => f.fixture.id)).toEqual(fixtures.map((f) => f.fixture.id));
    const day = (await call('football/fixtures/1/2022/2022-11-20')) as Fixture[];
    expect(day.map((f) => f.fixture.id)).toEqual([9770001]);
    // Our own path of one day: /api/livescore/football/fixtures/{league}/{season}/all/{day}.
    const final = (await call('football/fixtures/1/2022/all/2022-12-18')) as Fixture[];
    expect(final.map((f) => f.fixture.id)).toEqual([9770064]);
    expect(matchDay(fixtures[0]!.fixture.timestamp)).toBe('2022-11-20');
    expect(await call('football/fixtures/9770064')).toEqual([fixtures.at(-1)]);
    expect(await call('football/standings/1/2022')).toEqual(standings);
    expect(await call('football/topscorers/1/2022')).toEqual(topScorers);
    expect(await call('football/topredcards/1/2022')).toEqual(topRedCards);
    expect(await call('football/topyellowcards/1/2022')).toEqual([]);
    // The Euro is still there.
    expect(await call('football/fixtures/4/2024/all')).toHaveLength(51);
  });
});
