// The election pages' rules (issue 31; SPEC section 2 "Supplements under /melleklet/": the data page
// /melleklet/.../adatok/{x}/{y} reached from the map, the results the tabs show).
import { SMALL_ELECTION } from '@/tests/fixtures/electionData';
import { electionSchema, type Area } from '../schemas/elections';
import {
  areaLeader,
  cutElection,
  dataPageAreas,
  seatTotals,
  turnoutByCounty,
  withShares,
} from './elections';

const election = electionSchema.parse(SMALL_ELECTION);
const line = (party: string | null, votes: number, seats: number | null = null) => ({
  party,
  votes,
  seats,
  candidate: null,
});
const area = (results: Area['results'], counted = 1): Area => ({
  id: 'x',
  parent: null,
  kind: 'county',
  name: 'X',
  code: null,
  seats: null,
  registered: null,
  voted: null,
  results,
  valid: null,
  counted,
  provenance: 'official',
});

describe('withShares', () => {
  it.each([
    [
      [line('a', 300), line('b', 100)],
      [75, 25],
    ],
    [
      [line('b', 100), line('a', 300)],
      [75, 25],
    ],
    [
      [line('a', 0), line('b', 0)],
      [0, 0],
    ],
    [[], []],
  ])('%j -> %j (best first)', (lines, shares) => {
    expect(withShares(lines).map((l) => l.share)).toEqual(shares);
  });
});

describe('areaLeader', () => {
  it.each([
    ['most votes', 'single', [line('a', 10), line('b', 20)], 'b'],
    ['nothing counted', 'single', [line('a', 0), line('b', 0)], null],
    ['an assembly: most seats once known', 'assembly', [line('a', 30, 5), line('b', 31, 4)], 'a'],
    ['an assembly before seats: most votes', 'assembly', [line('a', 30), line('b', 31)], 'b'],
    ['an independent', 'single', [line(null, 50), line('a', 20)], null],
  ] as const)('%s', (_case, kind, results, party) => {
    const leader = areaLeader(area([...results]), kind);
    expect(leader?.party ?? null).toBe(party);
    if (_case === 'an independent') expect(leader?.votes).toBe(50);
  });
});

describe('seatTotals', () => {
  it('adds list seats and single-member seats by party, most first', () => {
    expect(seatTotals(election, ['lista', 'egyeni'])).toEqual([
      { party: 'narancs', seats: 8 },
      { party: 'kek', seats: 5 },
    ]);
    expect(seatTotals(election, ['egyeni'])).toEqual([
      { party: 'narancs', seats: 2 },
      { party: 'kek', seats: 1 },
    ]);
    expect(seatTotals(election, [])).toEqual([]);
  });
});

describe('turnoutByCounty', () => {
  it('sums the constituencies of each county', () => {
    expect(turnoutByCounty(election.races[1]!)).toEqual([
      { county: 'baranya', registered: 660, voted: 400, percent: (400 / 660) * 100 },
      { county: 'budapest', registered: 330, voted: 300, percent: (300 / 330) * 100 },
    ]);
  });
});

describe('dataPageAreas (the data page /adatok/{x}/{y})', () => {
  it.each([
    // path, the races with an area there, the races with areas inside it
    [['baranya'], ['lista'], ['egyeni']],
    [['BARANYA', '02'], ['egyeni'], []],
    [['budapest', '01'], ['egyeni'], []],
  ])('%j: here %j, within %j', (segments, here, within) => {
    const found = dataPageAreas(election, segments)!;
    expect(found.here.map(({ race }) => race.id)).toEqual(here);
    expect(found.within.map(({ race }) => race.id)).toEqual(within);
  });

  it.each([[[]], [['nincs']], [['baranya', '09']], [['baranya', '01', 'x']], [['01']]])(
    '%j names no area: a 404',
    (segments) => {
      expect(dataPageAreas(election, segments)).toBeNull();
    },
  );
});

describe('cutElection', () => {
  it('keeps only the races, areas and parts asked for', () => {
    const cut = cutElection(election, { races: ['egyeni'], areas: 'leaders' });
    expect(cut.races.map((race) => race.id)).toEqual(['egyeni']);
    expect(cut.races[0]!.areas.every((a) => a.results.length === 1)).toBe(true);
    expect(cut.guide).toEqual([]);
    expect(cutElection(election, { races: [], areas: 'none', guide: true }).guide).toHaveLength(1);
  });

  it('keeps the areas at and within a data page path', () => {
    const cut = cutElection(election, { races: 'all', areas: 'all', within: 'baranya' });
    expect(cut.races.map((race) => race.areas.map((a) => `${a.parent}/${a.id}`))).toEqual([
      ['null/baranya'],
      ['baranya/01', 'baranya/02'],
    ]);
  });

  it('keeps the areas of a race without national totals only (the mayor of Budapest)', () => {
    const cut = cutElection(election, { races: 'all', areas: 'withoutNational' });
    expect(cut.races.map((race) => race.areas.length)).toEqual([0, 3]);
  });

  it('keeps the headline race whole where it has no national totals, the others their leaders', () => {
    const noNational = {
      ...election,
      races: election.races.map((race) => ({ ...race, national: null })),
    };
    const cut = cutElection(noNational, { races: 'all', areas: 'leaders', headline: 'egyeni' });
    expect(cut.races.map((race) => race.areas.map((a) => a.results.length))).toEqual([
      [1, 1],
      [2, 2, 2],
    ]);
  });

  it('turnout: areas without their results', () => {
    const cut = cutElection(election, { races: ['egyeni'], areas: 'turnout' });
    expect(cut.races[0]!.areas.map((a) => [a.voted, a.results.length])).toEqual([
      [200, 0],
      [200, 0],
      [300, 0],
    ]);
  });
});
