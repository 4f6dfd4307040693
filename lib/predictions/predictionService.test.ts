// The tippjáték's service (issue 31 item 6) over a real user-data store (a temporary SQLite file) and a
// fake election-data port: a game's window and result (only final figures), a tip taken once before
// the deadline, the ranking of a scored game, and the teaser the supplement's tab shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElectionDataSource } from '../elections/electionData';
import { electionSchema, type Election } from '../schemas/elections';
import { predictionGameSchema, type PredictionGameInput } from '../schemas/predictionGame';
import { userDataEngine } from '../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../userdata/sqlUserData';
import type { UserDataStore } from '../userdata/userDataStore';
import { predictionGameTeaser } from './predictionTeaser';
import { predictionService, RANKING_TTL_MS } from './predictionService';

const NOW = Date.parse('2026-11-27T12:00:00+01:00');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

const game = (slug: string, overrides: Partial<PredictionGameInput> = {}) =>
  predictionGameSchema.parse({
    slug,
    title: `Játék ${slug}`,
    description: 'Próba.',
    opensAt: iso(NOW - DAY),
    closesAt: iso(NOW + DAY),
    questions: [
      { id: 'hazai', label: 'Hazai gólok', kind: 'count', min: 0, max: 20, penalty: 100 },
      { id: 'vendeg', label: 'Vendég gólok', kind: 'count', min: 0, max: 20, penalty: 100 },
    ],
    source: { result: null },
    ...overrides,
  });

const games = [
  game('nyitott'),
  game('kesobb', { opensAt: iso(NOW + DAY), closesAt: iso(NOW + 2 * DAY) }),
  game('lezart', {
    opensAt: iso(NOW - 3 * DAY),
    closesAt: iso(NOW - DAY),
    source: { result: { hazai: 2, vendeg: 1 } },
  }),
  game('varakozik', { opensAt: iso(NOW - 3 * DAY), closesAt: iso(NOW - DAY) }),
  game('valasztas', {
    opensAt: iso(NOW - 3 * DAY),
    closesAt: iso(NOW - DAY),
    questions: [{ id: 'a-arany', label: 'A aránya', kind: 'share', party: 'a' }],
    source: { election: 'proba', race: 'lista' },
  }),
];

const election = (status: 'before' | 'counting' | 'final'): Election =>
  electionSchema.parse({
    id: 'proba',
    title: 'Próba',
    date: '2026-11-25',
    pollsClose: '2026-11-25T19:00:00+01:00',
    country: 'hu',
    parties: [
      { id: 'a', name: 'A', short: 'A', color: '#000000' },
      { id: 'b', name: 'B', short: 'B', color: '#ffffff' },
    ],
    turnout: { registered: 10, voted: 8, byTime: [], provenance: 'official' },
    races: [
      {
        id: 'lista',
        title: 'Lista',
        kind: 'list',
        national: {
          results: [
            { party: 'a', votes: 541 },
            { party: 'b', votes: 459 },
          ],
        },
        provenance: 'official',
      },
    ],
    count: { status, counted: status === 'final' ? 1 : 0.5 },
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'predictions-'));
let store: UserDataStore;
let clock = NOW;
let counted: Election | Error | null = election('final');
const elections: ElectionDataSource = {
  elections: async () => [],
  election: async (id) => {
    if (counted instanceof Error) throw counted;
    return counted && counted.id === id ? counted : null;
  },
};
let keys = 0;
const service = () =>
  predictionService({
    store,
    elections,
    games: () => games,
    now: () => clock,
    newKey: () => `tesztKulcs${String(++keys).padStart(12, '0')}`,
  });
const byName = (slug: string) => games.find((candidate) => candidate.slug === slug)!;

beforeAll(async () => {
  const engine = userDataEngine({ file: path.join(dir, 'userdata.db') });
  await migrate(engine);
  store = sqlUserData(engine, () => clock);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = NOW;
  counted = election('final');
});

describe('a game’s state: its window, and its result only once final (issue 31)', () => {
  it.each([
    ['nyitott', 'open', null],
    ['kesobb', 'upcoming', null],
    ['lezart', 'closed', { hazai: 2, vendeg: 1 }],
    ['varakozik', 'closed', null],
    ['valasztas', 'closed', { 'a-arany': 54.1 }],
  ])('%s: %s, result %j', async (slug, window, result) => {
    expect(await service().stateOf(byName(slug))).toEqual({ window, result });
  });

  it('reads no result while the election is being counted, or when its source fails', async () => {
    counted = election('counting');
    expect((await service().stateOf(byName('valasztas'))).result).toBeNull();
    counted = new Error('the results API is down');
    expect((await service().stateOf(byName('valasztas'))).result).toBeNull();
  });

  it('finds games by slug in any letter case', () => {
    expect(service().game('NYITOTT')?.slug).toBe('nyitott');
    expect(service().game('nincs')).toBeNull();
  });
});

describe('submit: once per reader, before the deadline, every question in range (issue 31)', () => {
  it('takes a tip, then answers the reader’s tip unchanged to anything they send', async () => {
    const predictions = service();
    const first = await predictions.submit(byName('nyitott'), 'anon:egy', {
      answers: { hazai: '2', vendeg: 1 },
      name: 'Kovács Anna',
      consent: 'on',
    });
    expect(first).toMatchObject({
      status: 'created',
      prediction: { answers: { hazai: 2, vendeg: 1 }, displayName: 'Kovács Anna', consent: true },
    });
    for (const answers of [{ hazai: 0, vendeg: 0 }, { hazai: 'sok' }]) {
      const again = await predictions.submit(byName('nyitott'), 'anon:egy', { answers });
      expect(again).toEqual({
        status: 'exists',
        prediction: first.status === 'created' ? first.prediction : null,
      });
    }
  });

  it('refuses a tip before the game opens and from its deadline on', async () => {
    const answers = { hazai: 1, vendeg: 1 };
    expect(await service().submit(byName('kesobb'), 'anon:ketto', { answers })).toEqual({
      status: 'upcoming',
    });
    expect(await service().submit(byName('lezart'), 'anon:ketto', { answers })).toEqual({
      status: 'closed',
    });
    clock = Date.parse(byName('nyitott').closesAt);
    expect(await service().submit(byName('nyitott'), 'anon:ketto', { answers })).toEqual({
      status: 'closed',
    });
  });

  it('names each problem: the questions’ and the name’s', async () => {
    expect(
      await service().submit(byName('nyitott'), 'anon:harom', {
        answers: { hazai: 21 },
        name: '',
        consent: true,
      }),
    ).toEqual({
      status: 'invalid',
      errors: {
        hazai: { key: 'predictions.error.count', params: { min: 0, max: 20 } },
        vendeg: { key: 'predictions.error.required' },
      },
      general: [],
      display: { key: 'predictions.error.nameRequired' },
    });
    expect(await store.predictionOf('nyitott', 'anon:harom')).toBeNull();
  });
});

describe('ranking a scored game (issue 31)', () => {
  beforeAll(async () => {
    for (const [voter, hazai, vendeg, at, consent] of [
      ['anon:r1', 2, 1, 5, true],
      ['anon:r2', 1, 1, 3, false],
      ['anon:r3', 2, 1, 9, true],
      ['anon:r4', 0, 5, 1, true],
    ] as const) {
      await store.submitPrediction({
        game: 'lezart',
        voter,
        key: `rangsorKulcs${voter.slice(-1).padStart(10, '0')}`,
        answers: { hazai, vendeg },
        displayName: `Olvasó ${voter.slice(-1)}`,
        consent,
        closesAt: Date.parse(byName('lezart').closesAt),
        createdAt: Date.parse(byName('lezart').opensAt) + at * 60_000,
      });
    }
  });

  it('scores every tip and ranks by score, then the earlier tip', async () => {
    const predictions = service();
    const { result } = await predictions.stateOf(byName('lezart'));
    const ranking = await predictions.ranking(byName('lezart'), result!);
    expect(ranking.map(({ rank, displayName, score }) => [rank, displayName, score])).toEqual([
      [1, 'Olvasó 1', 1000],
      [2, 'Olvasó 3', 1000],
      [3, '', 900],
      [4, 'Olvasó 4', 400],
    ]);
  });

  it('keeps a ranking RANKING_TTL_MS, then computes it again', async () => {
    const predictions = service();
    const result = { hazai: 2, vendeg: 1 };
    const first = await predictions.ranking(byName('lezart'), result);
    await store.submitPrediction({
      game: 'lezart',
      voter: 'anon:import',
      key: 'rangsorKulcsImport0001',
      answers: result,
      closesAt: Date.parse(byName('lezart').closesAt),
      createdAt: Date.parse(byName('lezart').opensAt),
    });
    expect(await predictions.ranking(byName('lezart'), result)).toBe(first);
    clock += RANKING_TTL_MS;
    expect(await predictions.ranking(byName('lezart'), result)).toHaveLength(first.length + 1);
  });

  it('gives the supplement’s tab a teaser: the window, and once scored the best three', async () => {
    const teaser = await predictionGameTeaser('lezart', service());
    expect(teaser).toMatchObject({
      slug: 'lezart',
      state: 'scored',
      href: '/melleklet/tippjatek/lezart',
      total: 5,
    });
    expect(teaser!.leaders).toHaveLength(3);
    expect(teaser!.leaders[0]).toEqual({ rank: 1, name: null, score: 1000 });
    expect(await predictionGameTeaser('nyitott', service())).toMatchObject({
      state: 'open',
      leaders: [],
      total: null,
    });
    expect(await predictionGameTeaser('nincs', service())).toBeNull();
  });
});
