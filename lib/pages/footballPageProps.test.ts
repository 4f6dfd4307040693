// The football page's selection and data (issue 15; SPEC sections 2, 8 and 9) over the local adapter.
import fs from 'node:fs';
import { writeSportFixtures } from '@/tests/fixtures/sportData';
import { createLocalSport } from '../sport/localSport';
import type { LiveSportSource } from '../sport/liveSport';
import { footballView } from './footballPageProps';

const dir = writeSportFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const source = createLocalSport(dir);
const NOW = Date.UTC(2026, 10, 23, 12);

describe('footballView', () => {
  it('reads a parameter longer than the page allows as absent: the default view, never an error (issue 28)', async () => {
    const long = 'a'.repeat(5_000);
    const view = await footballView(source, { meccs: long, oldal: long, liga: long }, NOW);
    expect(view.selection).toEqual((await footballView(source, {}, NOW)).selection);
  });

  it('opens on league 4, season 2024 and its start day 2024-06-14 (SPEC §9), with the round header', async () => {
    const view = await footballView(source, {}, NOW);
    expect(view.selection).toEqual({
      country: 'World',
      league: 4,
      season: 2024,
      tab: 'tabella',
      day: '2024-06-14',
      match: null,
    });
    expect(view.fixtures.map((f) => [f.fixture.fixture.id, f.header])).toEqual([
      [11, '1. forduló'],
    ]);
    expect(view.nextDay).toBe('2024-06-15');
    expect(view.previousDay).toBeNull();
    expect(view.table.kind).toBe('standings');
  });

  it('reads every parameter of the URL (SPEC §2)', async () => {
    const view = await footballView(
      source,
      { orszag: 'World', liga: '4', szezon: '2024', oldal: 'gol', nap: '2024-06-15', meccs: '12' },
      NOW,
    );
    expect(view.selection).toMatchObject({ tab: 'gol', day: '2024-06-15', match: 12 });
    expect(view.fixtures.map((f) => f.fixture.fixture.id)).toEqual([12]);
    expect(view.detail?.events).toHaveLength(4);
    expect(view.table).toMatchObject({ kind: 'top', tab: 'gol' });
  });

  it('falls back to the default view on bad parameters, and knows no match 0 or unknown ones', async () => {
    const view = await footballView(
      source,
      { liga: 'x', szezon: '24', oldal: 'kek', nap: '2024-02-30', meccs: '999' },
      NOW,
    );
    expect(view.selection).toMatchObject({
      league: 4,
      season: 2024,
      tab: 'tabella',
      day: '2024-06-14',
      match: null,
    });
    expect((await footballView(source, { meccs: '0' }, NOW)).selection.match).toBeNull();
  });

  it('gives the data names in Hungarian, and the browser the ones it needs (issue 27 item 4)', async () => {
    const view = await footballView(source, { nap: '2024-06-15', meccs: '12' }, NOW);
    // The country's value stays the data's key (the orszag parameter); its label is Hungarian.
    expect(view.countries).toEqual([{ value: 'World', label: 'Nemzetközi' }]);
    expect(view.leagues).toEqual([{ id: 4, name: 'Európa-bajnokság' }]);
    expect(view.fixtures[0]!.fixture.league).toMatchObject({
      name: 'Európa-bajnokság',
      country: 'Nemzetközi',
    });
    expect(view.detail?.league.name).toBe('Európa-bajnokság');
    expect(view.names).toMatchObject({
      'league:Euro Championship': 'Európa-bajnokság',
      'country:World': 'Nemzetközi',
      'statistic:Ball Possession': 'Labdabirtoklás',
    });
  });

  it('a day without matches has none (the page says so)', async () => {
    const view = await footballView(source, { nap: '2024-06-20' }, NOW);
    expect(view.fixtures).toEqual([]);
    expect(view.previousDay).toBe('2024-06-15');
  });

  it('a failing source is logged and the page renders its unavailable note (SPEC §8)', async () => {
    const failing = new Proxy({} as LiveSportSource, {
      get: () => () => Promise.reject(new Error('down')),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await footballView(failing, { nap: '2024-06-15' }, NOW);
    expect(view).toMatchObject({
      unavailable: true,
      fixtures: [],
      selection: { day: '2024-06-15' },
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
