// A supplement's football tabs (issue 15; SPEC sections 2 and 9) over the local adapter.
import fs from 'node:fs';
import { writeSportFixtures } from '@/tests/fixtures/sportData';
import { createLocalSport } from '../sport/localSport';
import type { LiveSportSource } from '../sport/liveSport';
import { supplementFootball } from './supplementFootball';

const dir = writeSportFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const source = createLocalSport(dir);
const EURO = { league: 4, season: 2024 };

describe('supplementFootball', () => {
  it('Mérkőzések: every match by day, the first with its round header, without events', async () => {
    const data = await supplementFootball('fixtures', EURO, source);
    expect(data.kind).toBe('fixtures');
    if (data.kind !== 'fixtures') return;
    expect(
      data.days.map((d) => [d.day, d.matches.map((m) => [m.fixture.fixture.id, m.header])]),
    ).toEqual([
      ['2024-06-14', [[11, '1. forduló']]],
      ['2024-06-15', [[12, null]]],
    ]);
    expect(data.days[1]!.matches[0]!.fixture).not.toHaveProperty('events');
    // Issue 27 item 4: the data's English league name reaches the page in Hungarian.
    expect(data.days[0]!.matches[0]!.fixture.league.name).toBe('Európa-bajnokság');
  });

  it('Eredmények: finished matches, newest day first', async () => {
    const data = await supplementFootball('results', EURO, source);
    expect(data.kind === 'results' && data.days.map((d) => d.day)).toEqual([
      '2024-06-15',
      '2024-06-14',
    ]);
  });

  it('Csoportok and Toplisták', async () => {
    expect(await supplementFootball('standings', EURO, source)).toMatchObject({
      kind: 'standings',
      table: { kind: 'standings', groups: [[{ points: 3 }]] },
    });
    const top = await supplementFootball('toplists', EURO, source);
    expect(
      top.kind === 'toplists' && top.tables.map((t) => t.kind === 'top' && [t.tab, t.rows.length]),
    ).toEqual([
      ['gol', 1],
      ['sarga', 0],
      ['piros', 0],
    ]);
  });

  it('a failing source gives the unavailable note (SPEC §8)', async () => {
    const failing = new Proxy({} as LiveSportSource, {
      get: () => () => Promise.reject(new Error('down')),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await supplementFootball('fixtures', EURO, failing)).toEqual({ kind: 'unavailable' });
    error.mockRestore();
  });
});
