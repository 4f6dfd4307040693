// The Formula 1 page's selection (issue 15; SPEC sections 2, 4 and 5) over the local adapter.
import fs from 'node:fs';
import { writeSportFixtures } from '@/tests/fixtures/sportData';
import { createLocalSport } from '../sport/localSport';
import type { LiveSportSource } from '../sport/liveSport';
import { f1View } from './f1PageProps';

const dir = writeSportFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const source = createLocalSport(dir);
const NOW = Date.UTC(2026, 10, 23, 12);

describe('f1View', () => {
  it('reads a parameter longer than the page allows as absent: the default view (issue 28)', async () => {
    const long = 'a'.repeat(5_000);
    const view = await f1View(source, { futam: long, oldal: long, szezon: long }, NOW);
    expect(view.selection).toEqual((await f1View(source, {}, NOW)).selection);
  });

  it('opens the calendar on the default competition (SPEC §4: the last completed, none upcoming)', async () => {
    const view = await f1View(source, {}, NOW);
    expect(view.selection).toMatchObject({
      tab: 'versenynaptar',
      season: 2024,
      competition: 2024014,
      race: 2024014,
      grid: false,
    });
    expect(view.races).toHaveLength(2);
    expect(view.result).toEqual([]);
  });

  it('shows a chosen race, and its starting grid for a negative id (SPEC §2)', async () => {
    const result = await f1View(source, { futam: '2024013' }, NOW);
    expect(result.selection).toMatchObject({ competition: 2024013, race: 2024013, grid: false });
    expect(result.result.map((row) => row.time)).toEqual(['1:38:01.989', '+2.141', 'DNF']);
    const grid = await f1View(source, { verseny: '2024013', futam: '-2024013' }, NOW);
    expect(grid.selection).toMatchObject({ race: 2024013, grid: true });
    expect(grid.result[0]!.driver.name).toBe('Lando Norris');
  });

  it('uses verseny only when it matches a known race (SPEC §5), and ignores bad values', async () => {
    const known = await f1View(source, { verseny: '2024013' }, NOW);
    expect(known.selection.competition).toBe(2024013);
    const unknown = await f1View(
      source,
      { verseny: '999', futam: 'x', oldal: 'kek', szezon: '24' },
      NOW,
    );
    expect(unknown.selection).toMatchObject({
      tab: 'versenynaptar',
      season: 2024,
      competition: 2024014,
    });
  });

  it('gives the Grands Prix and places in Hungarian, and the browser the names of its polls (issue 27 item 4)', async () => {
    const view = await f1View(source, {}, NOW);
    expect(view.races.map((race) => race.competition.name)).toEqual([
      'Magyar Nagydíj',
      'Belga Nagydíj',
    ]);
    expect(view.races[0]!.competition.location).toEqual({
      country: 'Magyarország',
      city: 'Mogyoród',
    });
    expect(view.names).toEqual({
      'grandPrix:Hungarian Grand Prix': 'Magyar Nagydíj',
      'grandPrix:Belgian Grand Prix': 'Belga Nagydíj',
      'country:Hungary': 'Magyarország',
    });
  });

  it('loads the standings for their tab', async () => {
    const view = await f1View(source, { oldal: 'pontverseny' }, NOW);
    expect(view.standings[0]).toMatchObject({ driverName: 'Max Verstappen', points: 437 });
  });

  it('a failing source is logged and the page renders its note (SPEC §8)', async () => {
    const failing = new Proxy({} as LiveSportSource, {
      get: () => () => Promise.reject(new Error('down')),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await f1View(failing, {}, NOW)).toMatchObject({ unavailable: true, races: [] });
    error.mockRestore();
  });
});
