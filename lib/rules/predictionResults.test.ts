// Issue 31 / SPEC section 2 tippjatek: a game's result, inline or from the election-data port, and only
// once it is final. The demo games of data/predictions are checked against the election data they name
// when that data is there (data/elections, the election-data port's local adapter).
import fs from 'node:fs';
import path from 'node:path';
import { electionSchema, type ElectionInput } from '../schemas/elections';
import { predictionGameSchema, type PredictionGameInput } from '../schemas/predictionGame';
import { gameResult, resultElection } from './predictionResults';

const election = (overrides: Partial<ElectionInput> = {}) =>
  electionSchema.parse({
    id: 'proba',
    title: 'Próbaválasztás',
    date: '2026-04-12',
    pollsClose: '2026-04-12T19:00:00+02:00',
    country: 'hu',
    parties: [
      { id: 'a', name: 'A Párt', short: 'A', color: '#ff6a00' },
      { id: 'b', name: 'B Párt', short: 'B', color: '#0066cc' },
      { id: 'c', name: 'C Párt', short: 'C', color: '#2e7d32' },
    ],
    turnout: { registered: 1000, voted: 700, byTime: [], provenance: 'official' },
    races: [
      {
        id: 'lista',
        title: 'Országos lista',
        kind: 'list',
        seats: 93,
        national: {
          results: [
            { party: 'a', votes: 541_300, seats: 48 },
            { party: 'b', votes: 344_400, seats: 38 },
            { party: 'c', votes: 114_300, seats: 7 },
          ],
        },
        provenance: 'official',
      },
      {
        id: 'egyeni',
        title: 'Egyéni választókerületek',
        kind: 'single',
        seats: 3,
        areas: [
          ['01', 'a'],
          ['02', 'a'],
          ['03', 'b'],
        ].map(([id, winner]) => ({
          id: id!,
          kind: 'constituency',
          name: `${id}. számú választókerület`,
          results: [
            { party: winner!, votes: 30_000 },
            { party: winner === 'a' ? 'b' : 'a', votes: 20_000 },
          ],
          provenance: 'official',
        })),
        provenance: 'official',
      },
    ],
    ...overrides,
  });

const game = (overrides: Partial<PredictionGameInput> = {}) =>
  predictionGameSchema.parse({
    slug: 'proba',
    title: 'Próba',
    description: 'Próba',
    opensAt: '2026-03-01T08:00:00+01:00',
    closesAt: '2026-04-12T06:00:00+02:00',
    questions: [
      { id: 'a-arany', label: 'A aránya', kind: 'share', party: 'a' },
      { id: 'c-arany', label: 'C aránya', kind: 'share', party: 'c' },
      { id: 'a-mandatum', label: 'A mandátumai', kind: 'count', min: 0, max: 199, party: 'a' },
    ],
    source: { election: 'proba', race: 'lista', seatRaces: ['lista', 'egyeni'] },
    ...overrides,
  });

describe('gameResult from the election-data port (issue 31 / SPEC section 2 tippjatek)', () => {
  it('reads shares of the race’s votes (1 decimal) and seats summed over the seat races', () => {
    // 541,300 of 1,000,000 votes; 48 list seats + 2 constituencies.
    expect(gameResult(game(), election())).toEqual({
      'a-arany': 54.1,
      'c-arany': 11.4,
      'a-mandatum': 50,
    });
  });

  it('reads shares of the votes of several races counted together (lists with nationality lists)', () => {
    const nationality = {
      id: 'nemzetisegi',
      title: 'Nemzetiségi listák',
      kind: 'list' as const,
      national: { results: [{ party: 'c', votes: 10_000 }] },
      provenance: 'official' as const,
    };
    const counted = election();
    const withNationality = election({ races: [...counted.races, nationality] });
    const together = game({
      source: { election: 'proba', race: 'lista', voteRaces: ['lista', 'nemzetisegi'] },
    });
    // 541,300 of 1,010,000 votes.
    expect(gameResult(together, withNationality)).toMatchObject({ 'a-arany': 53.6 });
    expect(gameResult(together, counted)).toBeNull();
  });

  it('counts the race alone when the game names no seat races', () => {
    const listOnly = game({ source: { election: 'proba', race: 'lista' } });
    expect(gameResult(listOnly, election())).toMatchObject({ 'a-mandatum': 48 });
  });

  it.each([
    ['before the count', { count: { status: 'before', counted: 0 } }],
    ['while counting', { count: { status: 'counting', counted: 0.6 } }],
  ] as const)('has no result %s: a game is scored only on final figures', (_, overrides) => {
    expect(gameResult(game(), election(overrides))).toBeNull();
  });

  it('has no result without the election, or for another one', () => {
    expect(gameResult(game(), null)).toBeNull();
    expect(gameResult(game(), election({ id: 'masik' }))).toBeNull();
  });

  it.each([
    ['a race the election does not have', { source: { election: 'proba', race: 'nincs' } }],
    [
      'a party the election does not have',
      {
        questions: [{ id: 'x-arany', label: 'X aránya', kind: 'share', party: 'x' }],
      },
    ],
    [
      'a seat race the election does not have',
      { source: { election: 'proba', race: 'lista', seatRaces: ['lista', 'nincs'] } },
    ],
    [
      'a question without a party',
      { questions: [{ id: 'golok', label: 'Gólok', kind: 'count', min: 0, max: 9 }] },
    ],
  ] as const)('leaves the game unscored for %s', (_, overrides) => {
    expect(gameResult(game(overrides as Partial<PredictionGameInput>), election())).toBeNull();
  });

  it('names the election a game reads', () => {
    expect(resultElection(game())).toBe('proba');
    expect(resultElection(game({ source: { result: null } }))).toBeNull();
  });
});

describe('gameResult written into the game (a match)', () => {
  const match = (result: Record<string, number | string> | null) =>
    game({
      questions: [
        { id: 'hazai', label: 'Hazai gólok', kind: 'count', min: 0, max: 20 },
        { id: 'vendeg', label: 'Vendég gólok', kind: 'count', min: 0, max: 20 },
      ],
      source: { result },
    });

  it('is the inline result, or nothing until it is written in', () => {
    expect(gameResult(match({ hazai: 2, vendeg: 1 }), null)).toEqual({ hazai: 2, vendeg: 1 });
    expect(gameResult(match(null), null)).toBeNull();
  });

  it('refuses an inline result that does not fit its questions', () => {
    expect(() => match({ hazai: 2 })).toThrow();
    expect(() => match({ hazai: 2, vendeg: 21 })).toThrow();
    expect(() => match({ hazai: 2, vendeg: 1, mas: 3 })).toThrow();
  });
});

describe('the demo games (data/predictions) against the election data they name', () => {
  const dir = path.join(process.cwd(), 'data', 'predictions');
  const electionFile = (id: string) => path.join(process.cwd(), 'data', 'elections', `${id}.json`);

  it('answers every question of a game whose election data is there, once the count is final', () => {
    const names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      const g = predictionGameSchema.parse(
        JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')),
      );
      const id = resultElection(g);
      // usa-2028 has no data until that election: the game stays open and unscored.
      if (id === null || !fs.existsSync(electionFile(id))) continue;
      const data = electionSchema.parse(JSON.parse(fs.readFileSync(electionFile(id), 'utf8')));
      const result = gameResult(g, { ...data, count: { status: 'final', counted: 1 } });
      expect(
        result,
        `the parties and races ${g.slug} names must be in data/elections/${id}.json`,
      ).not.toBeNull();
      if (g.slug === 'valasztas-2022') {
        // The election office's final figures: 54.13%, 34.44%, 5.88% of all list votes (party and
        // nationality lists); 48 list seats and 87 constituencies.
        expect(result).toEqual({
          'fidesz-kdnp-arany': 54.1,
          'egysegben-arany': 34.4,
          'mi-hazank-arany': 5.9,
          'fidesz-kdnp-mandatum': 135,
        });
      }
    }
  });
});
