// The live-sport port's contract on both adapters (issue 15): the local one over a demo-shaped data
// folder (with the replay clock), and the remote one reading the same data through our own
// /api/livescore/... answers (msw in front of the same parser and answer code the route uses).
import fs from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { UpstreamError } from '../content/errors';
import { GAMES, SUI, writeSportFixtures } from '@/tests/fixtures/sportData';
import { livescoreAnswer } from './livescoreAnswer';
import { parseLivescorePath } from './livescorePaths';
import type { LiveSportSource } from './liveSport';
import { matchDay as dayOf } from '../rules/football';
import { createLocalSport, replaySettingsFromEnv } from './localSport';
import { createRemoteSport } from './remoteSport';

const dir = writeSportFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const NOW = Date.UTC(2026, 10, 23, 18, 30);
const replay = replaySettingsFromEnv(
  {
    SPORT_REPLAY: 'football:12,f1:2024014',
    SPORT_REPLAY_START: '2026-11-23T18:00:00Z',
    SPORT_REPLAY_SPEED: '1',
  },
  NOW,
);
const local = createLocalSport(dir, { replay, now: () => NOW });

const BASE = 'http://sport.test/api';
const server = setupServer(
  http.get(`${BASE}/livescore/*`, async ({ request }) => {
    const segments = new URL(request.url).pathname.split('/').slice(3).map(decodeURIComponent);
    const parsed = parseLivescorePath(segments);
    if (!parsed.ok) return HttpResponse.json({ error: {} }, { status: parsed.status });
    const { response } = await livescoreAnswer(local, parsed.call);
    return HttpResponse.json({ response });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const remote = createRemoteSport(BASE);

describe.each<[string, LiveSportSource]>([
  ['local', local],
  ['remote (our own API)', remote],
])('LiveSportSource: %s', (_name, source) => {
  it('lists a league season in kick-off order, and one day of it (Budapest days)', async () => {
    const all = await source.footballFixtures({ league: 4, season: 2024 });
    // Stored newest first; answered in kick-off order (the replayed one kicks off today).
    expect(all.map((f) => f.fixture.id)).toEqual([11, 12]);
    const day = await source.footballFixtures({ league: 4, season: 2024, date: '2024-06-14' });
    expect(day.map((f) => f.fixture.id)).toEqual([11]);
    expect(await source.footballFixtures({ league: 1, season: 2022 })).toEqual([]);
  });

  it('replays the chosen fixture live: minute, events so far and their score', async () => {
    const live = await source.footballFixture(12);
    // 30 minutes after the replay's start: first half, the 12th-minute goal only.
    expect(live).toMatchObject({
      fixture: { status: { short: '1H', elapsed: 31 } },
      goals: { home: 0, away: 1 },
    });
    expect(live!.events).toHaveLength(1);
    expect(dayOf(live!.fixture.timestamp)).toBe('2026-11-23');
    expect((await source.footballLive()).map((f) => f.fixture.id)).toEqual([12]);
    expect(await source.footballFixture(11)).toMatchObject({
      fixture: { status: { short: 'FT' } },
      goals: { home: 5, away: 1 },
    });
    expect(await source.footballFixture(999)).toBeNull();
  });

  it('answers standings, top lists, countries, leagues and seasons', async () => {
    expect((await source.footballStandings({ league: 4, season: 2024 }))[0]![0]).toMatchObject({
      team: SUI,
      points: 3,
    });
    expect(
      (await source.footballTopList('topscorers', { league: 4, season: 2024 }))[0]!.player.name,
    ).toBe('Musiala');
    expect(await source.footballTopList('topredcards', { league: 4, season: 2024 })).toEqual([]);
    expect(await source.footballCountries()).toEqual([{ name: 'World', code: null, flag: null }]);
    expect((await source.footballLeagues('World'))[0]).toMatchObject({
      league: { id: 4 },
      seasons: [{ year: 2024, start: '2024-06-14' }],
    });
    expect(await source.footballSeasons()).toEqual([2024]);
  });

  it('has the season of races in date order, the replayed one live, results and grids', async () => {
    const races = await source.f1Races(2024);
    expect(races.map((r) => [r.id, r.status])).toEqual([
      [2024013, 'Completed'],
      [2024014, 'Live'],
    ]);
    expect(races.find((r) => r.id === 2024014)).toMatchObject({
      status: 'Live',
      laps: { current: 23, total: 70 },
    });
    expect((await source.f1Result(2024013)).map((r) => r.time)).toEqual([
      '1:38:01.989',
      '+2.141',
      'DNF',
    ]);
    expect((await source.f1Result(2024013, { grid: true }))[0]!.driver.name).toBe('Lando Norris');
    expect(await source.f1Result(2024014)).toEqual([]);
    expect((await source.f1DriverStandings(2024))[0]).toMatchObject({
      driverName: 'Max Verstappen',
      points: 437,
    });
    expect(await source.f1Teams(2024)).toEqual([]);
    expect(await source.f1Circuit(1)).toBeNull();
  });

  it('lists the races live now whatever their season', async () => {
    expect((await source.f1Live()).map((r) => r.id)).toEqual([2024014]);
  });

  it('has an Olympic Games by its supplement slug, nothing for an unknown one', async () => {
    expect(await source.olympics('parizs-2024')).toEqual(GAMES);
    expect(await source.olympics('athen-2004')).toBeNull();
  });
});

// The replay-clock seam (lib/http/replayClock.ts): the same data, the replay where a request's instant is.
describe('the local adapter at another instant', () => {
  const at = (minutes: number) => Date.parse('2026-11-23T18:00:00Z') + minutes * 60_000;

  it.each([
    ['before the start', -5, 'NS', null, null],
    ['the 12th minute', 11.5, '1H', 12, { home: 0, away: 1 }],
    ['half time', 50, 'HT', 45, { home: 0, away: 2 }],
    ['full time', 106, 'FT', 90, { home: 1, away: 3 }],
  ])(
    '%s: the replayed fixture as it stands then',
    async (_name, minutes, short, elapsed, goals) => {
      const fixture = await local.at(at(minutes)).footballFixture(12);
      expect(fixture!.fixture.status).toMatchObject({ short, elapsed });
      if (goals) expect(fixture!.goals).toEqual(goals);
      else expect(fixture!.goals).toEqual({ home: null, away: null });
    },
  );

  it('moves the race and the live lists with it, and leaves the source itself at its clock', async () => {
    const later = local.at(at(46));
    expect((await later.f1Races(2024)).find((r) => r.id === 2024014)!.laps.current).toBe(35);
    expect((await later.f1Live()).map((r) => r.id)).toEqual([2024014]);
    expect((await local.at(at(91)).f1Live()).map((r) => r.id)).toEqual([]);
    expect((await local.at(at(106)).footballLive()).map((f) => f.fixture.id)).toEqual([]);
    expect(await local.footballFixture(12)).toMatchObject({
      fixture: { status: { short: '1H', elapsed: 31 } },
    });
  });
});

describe('the remote adapter on a failing source (SPEC section 8)', () => {
  it('turns an error answer and a slow answer into UpstreamError', async () => {
    server.use(
      http.get(`${BASE}/livescore/football/standings/*`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
      http.get(`${BASE}/livescore/football/seasons`, async () => {
        // Never answers: the client's own 100 ms timeout must end the wait.
        await delay('infinite');
        return HttpResponse.json({ response: [2024] });
      }),
      http.get(`${BASE}/livescore/football/countries`, () =>
        HttpResponse.json({ response: [{ name: 1 }] }),
      ),
    );
    const impatient = createRemoteSport(BASE, { timeoutMs: 100 });
    await expect(impatient.footballStandings({ league: 4, season: 2024 })).rejects.toBeInstanceOf(
      UpstreamError,
    );
    await expect(impatient.footballSeasons()).rejects.toBeInstanceOf(UpstreamError);
    await expect(impatient.footballCountries()).rejects.toBeInstanceOf(UpstreamError);
    server.resetHandlers();
  });
});
