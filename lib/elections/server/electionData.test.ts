// The election-data port's contract on both adapters (issue 31): the local one over a demo-shaped data
// folder (with the replay clock), and the remote one reading the same data through answers shaped as
// our own /api/elections answers (msw in front of the local adapter).
import fs from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { UpstreamError } from '../../content/errors';
import { SMALL_ELECTION, writeElectionFixtures } from '@/tests/fixtures/electionData';
import type { ElectionDataSource } from '../electionData';
import { createLocalElections, electionReplayFromEnv } from './localElections';
import { createRemoteElections } from './remoteElections';

const dir = writeElectionFixtures();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const START = Date.UTC(2026, 10, 27, 18, 0);
/** Half way through a 60-minute count. */
const NOW = START + 30 * 60_000;
const replay = electionReplayFromEnv(
  {
    ELECTION_REPLAY: 'proba-2022, bad id!',
    ELECTION_REPLAY_START: new Date(START).toISOString(),
    ELECTION_REPLAY_MINUTES: '60',
    ELECTION_REPLAY_EVERY: '0',
  },
  NOW,
);
const local = createLocalElections(dir, { replay, now: () => NOW });

const BASE = 'http://results.test/';
const server = setupServer(
  http.get(`${BASE}api/elections`, async () =>
    HttpResponse.json({ data: await local.elections() }),
  ),
  http.get(`${BASE}api/elections/:id`, async ({ params }) => {
    const election = await local.election(String(params.id));
    return election
      ? HttpResponse.json({ data: election })
      : HttpResponse.json({ error: {} }, { status: 404 });
  }),
  http.get('http://broken.test/api/elections/:id', () => HttpResponse.json({ data: { id: 1 } })),
  http.get('http://down.test/api/elections', () => new HttpResponse(null, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const remote = createRemoteElections(BASE);

describe.each<[string, ElectionDataSource]>([
  ['local', local],
  ['remote (our own API)', remote],
])('ElectionDataSource: %s', (_name, source) => {
  it('lists the elections in date order with their counts (files that are not elections left out)', async () => {
    expect(await source.elections()).toEqual([
      {
        id: 'proba-2022',
        title: SMALL_ELECTION.title,
        date: '2022-04-03',
        count: { status: 'counting', counted: 0.5 },
      },
      {
        id: 'masik-2024',
        title: 'Másik',
        date: '2024-06-09',
        count: { status: 'final', counted: 1 },
      },
    ]);
  });

  it('answers a final election with its figures as the data holds them', async () => {
    const election = await source.election('masik-2024');
    expect(election?.count).toEqual({ status: 'final', counted: 1 });
    const list = election!.races.find((race) => race.id === 'lista')!;
    expect(list.national!.results).toEqual([
      { party: 'narancs', candidate: null, votes: 400, seats: 6 },
      { party: 'kek', candidate: null, votes: 300, seats: 4 },
    ]);
    expect(list.areas.map((area) => [area.id, area.counted, area.provenance])).toEqual([
      ['baranya', 1, 'illustrative'],
      ['budapest', 1, 'illustrative'],
    ]);
  });

  it('answers a replayed election part-counted: the share of the final figures, no seats yet', async () => {
    const election = (await source.election('proba-2022'))!;
    expect(election.count).toEqual({ status: 'counting', counted: 0.5 });
    const national = election.races[0]!.national!;
    expect(national.results).toEqual([
      { party: 'narancs', candidate: null, votes: 200, seats: null },
      { party: 'kek', candidate: null, votes: 150, seats: null },
    ]);
    expect(national.voted).toBe(350);
    // The areas report in turn: some further than the country, some behind.
    const counted = election.races[1]!.areas.map((area) => area.counted);
    expect(Math.max(...counted)).toBeGreaterThan(0.5);
    expect(Math.min(...counted)).toBeLessThan(0.5);
  });

  it('answers null for an unknown election', async () => {
    expect(await source.election('nincs-ilyen')).toBeNull();
  });
});

// The replay-clock seam (lib/http/replayClock.ts): the same data, the count where a request's instant is.
describe('the local adapter at another instant', () => {
  it.each([
    ['before the polls close', START - 60_000, 'before', 0],
    ['a quarter of the way', START + 15 * 60_000, 'counting', 0.25],
    ['at the end', START + 60 * 60_000, 'final', 1],
  ])('%s: the count as it stands then', async (_name, instant, status, counted) => {
    const election = await local.at(instant).election('proba-2022');
    expect(election!.count).toEqual({ status, counted });
    const listed = await local.at(instant).elections();
    expect(listed.find((e) => e.id === 'proba-2022')!.count.status).toBe(status);
  });

  it('leaves the source itself at its clock', async () => {
    await local.at(START + 60 * 60_000).election('proba-2022');
    expect((await local.election('proba-2022'))!.count).toEqual({
      status: 'counting',
      counted: 0.5,
    });
  });
});

describe('remote adapter failures', () => {
  it('refuses an answer of the wrong shape and a failing source as upstream errors', async () => {
    await expect(createRemoteElections('http://broken.test').election('x')).rejects.toThrow(
      UpstreamError,
    );
    await expect(createRemoteElections('http://down.test').elections()).rejects.toThrow(
      UpstreamError,
    );
  });
});

describe('electionReplayFromEnv', () => {
  it('keeps the valid ids and falls back on bad numbers', () => {
    expect(electionReplayFromEnv({ ELECTION_REPLAY: '' }, 5)).toBeNull();
    expect(
      electionReplayFromEnv(
        {
          ELECTION_REPLAY: 'ep-2024,x y',
          ELECTION_REPLAY_MINUTES: 'sok',
          ELECTION_REPLAY_START: 'no',
        },
        5,
      ),
    ).toEqual({ ids: ['ep-2024'], clock: { start: 5, minutes: 60, every: 180 * 60_000 } });
  });
});
