// SPEC section 2/3 (issue 27 item 4): the sport pages are Hungarian, so no English name from the
// api-sports-shaped data may reach them. The dictionary's rule, table by table, and a check over the demo
// data (data/sport/**): every country, national team, nationality, league, Grand Prix, circuit, place,
// unit and round in it has a decided Hungarian form. A new English name without one fails here.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { roundName } from '../rules/football';
import { f1CircuitSchema, f1DriverSchema, f1RaceSchema, f1TeamSchema } from '../schemas/f1';
import {
  fixtureSchema,
  footballTeamSchema,
  standingRowSchema,
  topScorerRowSchema,
} from '../schemas/football';
import { olympicGamesSchema } from '../schemas/olympics';
import {
  lookupSportName,
  recordSportNames,
  sportMeasure,
  type SportNameKind,
} from '../view/sportNames';
import { hasHungarianForm, SAME_IN_HUNGARIAN, SPORT_NAMES_HU, sportNameHu } from './sportNames.hu';

describe('sportNameHu (SPEC section 2/3, issue 27 item 4)', () => {
  it.each<[SportNameKind, string, string]>([
    ['grandPrix', 'Hungarian Grand Prix', 'Magyar Nagydíj'],
    ['grandPrix', 'Belgian Grand Prix', 'Belga Nagydíj'],
    ['grandPrix', 'São Paulo Grand Prix', 'São Pauló-i Nagydíj'],
    ['league', 'Euro Championship', 'Európa-bajnokság'],
    ['league', 'World Cup', 'Világbajnokság'],
    ['country', 'World', 'Nemzetközi'],
    ['country', 'Germany', 'Németország'],
    ['country', 'United Kingdom', 'Egyesült Királyság'],
    ['nationality', 'British', 'brit'],
    ['nationality', 'Monegasque', 'monacói'],
    ['team', 'Germany', 'Németország'],
    ['team', 'Hungary U21', 'Magyarország U21'],
    ['team', 'Germany W', 'Németország (női)'],
    ['circuit', 'Bahrain International Circuit', 'Bahreini Nemzetközi Versenypálya'],
    ['city', 'Mexico City', 'Mexikóváros'],
    ['unit', 'Kms', 'km'],
    ['unit', 'Laps', 'kör'],
    ['statistic', 'Ball Possession', 'Labdabirtoklás'],
    ['round', 'Regular Season - 12', '12. forduló'],
    ['round', 'League Stage - 3', 'Ligaszakasz, 3. forduló'],
  ])('%s %s -> %s', (kind, name, hungarian) => expect(sportNameHu(kind, name)).toBe(hungarian));

  it.each<[SportNameKind, string]>([
    // Clubs, constructors and people have no Hungarian form: the data's name stays.
    ['team', 'Real Madrid'],
    ['team', 'Ferencvárosi TC'],
    ['team', 'Atlantis W'],
    ['country', 'constructor'],
    ['league', 'Premier League'],
    ['circuit', 'Hungaroring'],
    ['grandPrix', 'Moon Grand Prix'],
    ['round', 'Group A - 1'],
  ])('%s %s stays as the data gives it', (kind, name) =>
    expect(sportNameHu(kind, name)).toBe(name),
  );

  it.each([
    ['5.412 Kms', '5,412 km'],
    ['308.238 Kms', '308,238 km'],
    ['57 Laps', '57 kör'],
    ['100 m', '100 m'],
    ['about five', 'about five'],
  ])('measure %s -> %s', (text, hungarian) =>
    expect(sportMeasure(text, sportNameHu)).toBe(hungarian),
  );

  it('records the names it changed, for the browser to apply to polled data', () => {
    const { translate, names } = recordSportNames(sportNameHu);
    expect(translate('team', 'Germany')).toBe('Németország');
    expect(translate('team', 'Real Madrid')).toBe('Real Madrid');
    expect(names).toEqual({ 'team:Germany': 'Németország' });
    expect(lookupSportName(names)('team', 'Germany')).toBe('Németország');
    expect(lookupSportName(names)('team', 'Spain')).toBe('Spain');
  });

  it('holds no English name as a Hungarian one, and each name once in its kind', () => {
    for (const [kind, table] of Object.entries(SPORT_NAMES_HU)) {
      const same: readonly string[] =
        kind in SAME_IN_HUNGARIAN ? SAME_IN_HUNGARIAN[kind as keyof typeof SAME_IN_HUNGARIAN] : [];
      expect(
        same.filter((name) => Object.hasOwn(table, name)),
        kind,
      ).toEqual([]);
      expect(new Set(same).size, kind).toBe(same.length);
    }
  });
});

// ---- The demo data -------------------------------------------------------------------------------

const root = path.join(import.meta.dirname, '../../data/sport');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type Name = [kind: SportNameKind | 'group', name: string | null | undefined];

/** The unit of a measure ('5.412 Kms' -> 'Kms'). */
const unitOf = (text: string | null): Name => ['unit', text?.replace(/^[\d.,\s]+/, '')];

/**
 * Where the data names are, file by file (paths relative to data/sport, `*` for any folder part). Files
 * whose names are all people, clubs or constructors say so with an empty list; a new kind of file
 * fails until it is listed here.
 */
const NAME_SOURCES: Array<[pattern: string, names: (file: string) => Name[]]> = [
  [
    'football/teams.json',
    (file) =>
      z
        .array(footballTeamSchema)
        .parse(read(file))
        .map((team) => ['team', team.name]),
  ],
  [
    'football/*/fixtures.json',
    (file) =>
      z
        .array(fixtureSchema)
        .parse(read(file))
        .flatMap((f): Name[] => [
          ['league', f.league.name],
          ['country', f.league.country],
          ['round', f.league.round],
          ['city', f.fixture.venue.city],
          ['team', f.teams.home.name],
          ['team', f.teams.away.name],
          ...(f.events ?? []).map((event): Name => ['team', event.team.name]),
          ...(f.lineups ?? []).map((lineup): Name => ['team', lineup.team?.name]),
          ...(f.statistics ?? []).flatMap((side): Name[] => [
            ['team', side.team.name],
            ...side.statistics.map((stat): Name => ['statistic', stat.type]),
          ]),
        ]),
  ],
  [
    'football/*/standings.json',
    (file) =>
      z
        .array(z.array(standingRowSchema))
        .parse(read(file))
        .flat()
        .flatMap((row): Name[] => [
          ['team', row.team.name],
          ['group', row.group],
        ]),
  ],
  [
    'football/*/top*.json',
    (file) =>
      z
        .array(topScorerRowSchema)
        .parse(read(file))
        .flatMap((row) => row.statistics.map((stats): Name => ['team', stats.team.name])),
  ],
  [
    'f1/*/races.json',
    (file) =>
      z
        .array(f1RaceSchema)
        .parse(read(file))
        .flatMap((race): Name[] => [
          ['grandPrix', race.competition.name],
          ['country', race.competition.location.country],
          ['city', race.competition.location.city],
          ['circuit', race.circuit.name],
        ]),
  ],
  [
    'f1/*/circuits.json',
    (file) =>
      z
        .array(f1CircuitSchema)
        .parse(read(file))
        .flatMap((circuit): Name[] => [
          ['circuit', circuit.name],
          unitOf(circuit.length),
          unitOf(circuit.race_distance),
        ]),
  ],
  [
    'f1/*/drivers.json',
    (file) =>
      z
        .array(f1DriverSchema)
        .parse(read(file))
        .flatMap((driver): Name[] => [
          ['nationality', driver.nationality],
          ['city', driver.birthplace],
        ]),
  ],
  [
    'f1/*/teams.json',
    (file) =>
      z
        .array(f1TeamSchema)
        .parse(read(file))
        .map((team): Name => ['city', team.base]),
  ],
  // Drivers, constructors and lap times only.
  ['f1/*/results.json', () => []],
  ['f1/*/grids.json', () => []],
  ['f1/*/driverStandings.json', () => []],
  ['f1/*/constructorStandings.json', () => []],
  [
    'olympics/*.json',
    (file) => {
      const games = olympicGamesSchema.parse(read(file));
      return [['city', games.city], ...games.medals.map((row): Name => ['country', row.country])];
    },
  ],
];

const matches = (pattern: string, file: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file);

function dataFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return dataFiles(full);
    return entry.name.endsWith('.json')
      ? [path.relative(root, full).split(path.sep).join('/')]
      : [];
  });
}

/** Whether the page shows this data name in Hungarian. */
function isHungarian([kind, name]: Name): boolean {
  if (name === null || name === undefined) return true;
  // Group tables are captioned '{letter} csoport' (components/sport/FootballTables.tsx).
  if (kind === 'group') return /^Group\s+[A-Z]$/.test(name);
  // Rounds the round rule names are shown by their Hungarian header (lib/pages/footballPageProps.ts).
  if (kind === 'round' && roundName(name).kind !== 'other') return true;
  if (kind === 'round') return sportNameHu('round', name) !== name;
  return hasHungarianForm(kind, name);
}

/** The names of the given list without a Hungarian form, as 'kind: name', once each. */
function untranslated(names: Name[]): string[] {
  return [...new Set(names.filter((name) => !isHungarian(name)).map(([k, n]) => `${k}: ${n}`))];
}

describe('the demo data has a Hungarian form for every name it shows (SPEC section 2/3, issue 27 item 4)', () => {
  const files = dataFiles();

  it('knows where the names of every data file are', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(
      files.filter((file) => !NAME_SOURCES.some(([pattern]) => matches(pattern, file))),
    ).toEqual([]);
  });

  it.each(NAME_SOURCES)('%s', (pattern, names) => {
    const covered = files.filter((file) => matches(pattern, file));
    expect(covered.length, `no file matches ${pattern}`).toBeGreaterThan(0);
    expect(untranslated(covered.flatMap((file) => names(file)))).toEqual([]);
  });

  it('fails on a new English name without a translation', () => {
    expect(
      untranslated([
        ['country', 'Atlantis'],
        ['team', 'Narnia'],
        ['nationality', 'Martian'],
        ['league', 'Moon League'],
        ['circuit', 'Moon International Circuit'],
        ['unit', 'Miles'],
        ['round', 'Moon Round'],
        ['group', 'Group of Death'],
        ['country', 'Germany'],
        ['team', 'Németország'],
      ]),
    ).toEqual([
      'country: Atlantis',
      'team: Narnia',
      'nationality: Martian',
      'league: Moon League',
      'circuit: Moon International Circuit',
      'unit: Miles',
      'round: Moon Round',
      'group: Group of Death',
    ]);
  });
});
