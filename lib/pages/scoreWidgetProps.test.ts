import type { LiveSportSource } from '../sport/liveSport';
import type { Fixture } from '../schemas/football';
import type { F1Race } from '../schemas/f1';
import { frontPageDashboard, scoreWidget } from './scoreWidgetProps';

// Issue 32 (the score widget the common data configures) and SPEC section 8 (live-score failures are
// logged; the widget says so): what the front page's widget lists, in kick-off order, and when.
vi.mock('../observability/log', () => ({ log: { error: vi.fn(), warn: vi.fn() } }));

// 2026-11-27 12:00 in Budapest.
const NOW = Date.parse('2026-11-27T11:00:00Z');
const at = (iso: string) => Date.parse(iso) / 1000;
const fixture = (
  id: number,
  kickOff: string,
  status: string,
  goals: [number | null, number | null],
  league = 4,
): Fixture =>
  ({
    fixture: {
      id,
      timestamp: at(kickOff),
      referee: null,
      status: { short: status, elapsed: status === '2H' ? 67 : null },
      venue: { name: null },
    },
    league: { id: league, name: 'Euro Championship', logo: null, season: 2024 },
    teams: {
      home: { id: 1, name: 'Germany', logo: null },
      away: { id: 2, name: 'Scotland', logo: null },
    },
    goals: { home: goals[0], away: goals[1] },
    score: { penalty: { home: null, away: null } },
  }) as Fixture;

const live = fixture(1, '2026-11-27T10:00:00Z', '2H', [3, 0]);
const later = fixture(2, '2026-11-27T17:00:00Z', 'NS', [null, null]);
const yesterday = fixture(3, '2026-11-26T17:00:00Z', 'FT', [1, 1]);
const cancelled = fixture(4, '2026-11-27T18:00:00Z', 'CANC', [null, null]);
const race = {
  id: 2024013,
  type: 'Race',
  status: 'Live',
  date: '2024-07-21T13:00:00+00:00',
  season: 2024,
  laps: { current: 23, total: 70 },
  competition: { id: 13, name: 'Hungarian Grand Prix', location: { country: null, city: null } },
  circuit: { id: 1, name: 'Hungaroring', image: null },
} as F1Race;

const source = (over: Partial<LiveSportSource> = {}) =>
  ({
    footballLive: async () => [live],
    footballFixtures: async ({ date }: { date?: string }) =>
      date === '2026-11-27' ? [later, live, cancelled] : [],
    footballFixture: async (id: number) => (id === 3 ? yesterday : null),
    f1Live: async () => [race],
    ...over,
  }) as unknown as LiveSportSource;

const dashboard = {
  title: 'Élő eredmények',
  leagues: [{ id: 4, season: 2024 }],
  fixtures: [3, 99],
};

describe('scoreWidget', () => {
  it("lists the live match and the day's others once each, in kick-off order, linked to their page", async () => {
    const view = await scoreWidget(source(), dashboard, NOW);
    expect(view.matches).toEqual([
      {
        id: 1,
        home: 'Németország',
        away: 'Skócia',
        score: '3–0',
        status: '67. perc',
        live: true,
        href: '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=1',
      },
      {
        id: 2,
        home: 'Németország',
        away: 'Skócia',
        score: '–',
        status: 'Kezdés: 18:00',
        live: false,
        href: '/sport/foci?liga=4&szezon=2024&nap=2026-11-27&meccs=2',
      },
    ]);
    expect(view.unavailable).toBe(false);
    expect(view.texts.note).toBeNull();
  });

  it('lists the live race with its laps, linked to its Formula 1 page', async () => {
    const view = await scoreWidget(source(), dashboard, NOW);
    expect(view.races).toEqual([
      {
        id: 2024013,
        name: 'Magyar Nagydíj – Futam',
        laps: '23/70 kör',
        href: '/sport/forma-1?szezon=2024&futam=2024013',
      },
    ]);
  });

  it('is polled while a listed match or race can change, and not once every match is over', async () => {
    const finished = fixture(5, '2026-11-27T08:00:00Z', 'FT', [2, 1]);
    const polled = (over: Partial<LiveSportSource>) =>
      scoreWidget(source(over), dashboard, NOW).then((view) => view.changing);
    expect(await polled({})).toBe(true);
    expect(await polled({ footballLive: async () => [], f1Live: async () => [] })).toBe(true);
    const over = { footballLive: async () => [], footballFixtures: async () => [finished] };
    expect(await polled(over)).toBe(true);
    expect(await polled({ ...over, f1Live: async () => [] })).toBe(false);
  });

  it('says there is no match when nothing is on today', async () => {
    const view = await scoreWidget(
      source({
        footballLive: async () => [],
        footballFixtures: async () => [],
        f1Live: async () => [],
      }),
      dashboard,
      NOW,
    );
    expect(view).toMatchObject({ matches: [], races: [], unavailable: false });
    expect(view.texts.note).toBe('Nem rendeznek mérkőzést ezen a napon.');
  });

  it('a failing source is no error: the widget says so', async () => {
    const view = await scoreWidget(
      source({
        f1Live: async () => {
          throw new Error('upstream 502');
        },
      }),
      dashboard,
      NOW,
    );
    expect(view).toMatchObject({ matches: [], races: [], unavailable: true });
    expect(view.texts.note).toBe('Az eredményszolgáltatás most nem érhető el.');
  });
});

describe('frontPageDashboard', () => {
  const stored = (content: object) => [{ slug: 'livescore-pp-dashboard', content }];
  const on = { livescore: true };
  const content = { active: true, title: 'Élő eredmények', showOnFrontpage: true, leagues: [] };

  it.each([
    ['on', stored(content), on, 'Élő eredmények'],
    ['componentSetup.livescore off', stored(content), { livescore: false }, null],
    ['not active', stored({ ...content, active: false }), on, null],
    ['not for the front page', stored({ ...content, showOnFrontpage: false }), on, null],
    ['no such unique', [], on, null],
    ['not a dashboard', stored({ title: 3 }), on, null],
  ])('%s', (_case, uniques, setup, title) => {
    expect(frontPageDashboard(uniques, setup)?.title ?? null).toBe(title);
  });
});
