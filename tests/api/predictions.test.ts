// The tippjáték (issue 31 item 6) over HTTP as Next calls it, on a user-data store in a temporary
// DATA_DIR and games of a temporary PREDICTION_DATA_DIR (one open, one to open, one closed and scored):
// the API (a tip as JSON or a form, 201 with its key, the 409 of a second tip with the first one's key,
// 400 per question, 403 outside the window, 404, 429, cross-site refused, the reader by cookie or
// account) and the game page's own form post (303 to the tip's page, or the form again as it was sent,
// with the problems and the refusal's status).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { authSecret } from '@/lib/accounts/authSecret';
import { signAccessToken } from '@/lib/accounts/tokens';
import { predictionPageProps } from '@/lib/pages/predictionPageProps';
import { anonymousVoterKey } from '@/lib/predictions/predictionVoter';
import { PREDICTION_FIELDS } from '@/lib/rules/predictions';
import {
  predictionGameAnswerSchema,
  predictionSubmitAnswerSchema,
  predictionTipAnswerSchema,
} from '@/lib/schemas/predictionAnswers';
import type { PredictionGameInput } from '@/lib/schemas/predictionGame';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import type { PredictionPageProps } from '@/lib/view/predictionPage';
import tipHandler from '@/pages/api/predictions/[game]/[key]';
import gameHandler from '@/pages/api/predictions/[game]/index';

// The pages' shell (menus) comes from the content store, which this test does not build.
vi.mock('@/lib/pages/loadShell', () => ({
  loadShell: async (options: { locale?: string; renderMode?: string } = {}) => ({
    locale: options.locale ?? 'hu',
    renderMode: options.renderMode ?? 'web',
  }),
}));

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'predictions-api-'));
const gamesDir = path.join(dataDir, 'predictions');
fs.mkdirSync(gamesDir);
process.env.DATA_DIR = dataDir;
process.env.PREDICTION_DATA_DIR = gamesDir;
delete process.env.DATABASE_URL;
delete process.env.NEXT_PUBLIC_EDITION;
delete process.env.NEXT_PUBLIC_SITE_URL;
delete process.env.TRUST_PROXY;
delete process.env.SUBMISSIONS_PER_ADDRESS;

const questions: PredictionGameInput['questions'] = [
  { id: 'hazai', label: 'Hazai gólok', kind: 'count', min: 0, max: 20, penalty: 100 },
  { id: 'vendeg', label: 'Vendég gólok', kind: 'count', min: 0, max: 20, penalty: 100 },
  {
    id: 'gyoztes',
    label: 'Ki nyer?',
    kind: 'choice',
    options: [
      { id: 'hazai', label: 'A hazai csapat' },
      { id: 'vendeg', label: 'A vendégcsapat' },
    ],
  },
];
const now = Date.now();
const games: PredictionGameInput[] = [
  {
    slug: 'nyitott',
    title: 'Nyitott meccs',
    description: 'Most lehet tippelni.',
    opensAt: iso(now - DAY),
    closesAt: iso(now + 30 * DAY),
    questions,
    source: { result: null },
  },
  {
    slug: 'kesobb',
    title: 'Későbbi meccs',
    description: 'Még nem lehet tippelni.',
    opensAt: iso(now + DAY),
    closesAt: iso(now + 2 * DAY),
    questions,
    source: { result: null },
  },
  {
    slug: 'lezart',
    title: 'Lejátszott meccs',
    description: 'Vége.',
    opensAt: iso(now - 3 * DAY),
    closesAt: iso(now - 2 * DAY),
    questions,
    source: { result: { hazai: 2, vendeg: 1, gyoztes: 'hazai' } },
  },
];
for (const game of games) {
  fs.writeFileSync(path.join(gamesDir, `${game.slug}.json`), JSON.stringify(game));
}

afterAll(async () => {
  await (await getUserDataStore()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  url: string;
  query?: Record<string, string | string[]>;
  /** An object is sent as JSON, a URLSearchParams as a form, a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address (a fresh one per call keeps the per-address limit apart). */
  address?: string;
}

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

function request({ method = 'POST', url, query = {}, body, headers = {}, address }: Call) {
  let payload = '';
  const requestHeaders: Record<string, string> = { host: 'hirvonal.hu', ...headers };
  if (body instanceof URLSearchParams) {
    payload = body.toString();
    requestHeaders['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    requestHeaders['content-type'] ??= 'application/json';
  }
  return Object.assign(Readable.from(payload ? [Buffer.from(payload)] : []), {
    method,
    url,
    query: { ...Object.fromEntries(new URL(url, 'http://hirvonal.hu').searchParams), ...query },
    headers: requestHeaders,
    socket: { remoteAddress: address ?? freshAddress() },
  });
}

function response() {
  const answer = { status: 200, headers: {} as Record<string, string | string[]>, body: '' };
  const res = {
    headersSent: false,
    get statusCode() {
      return answer.status;
    },
    set statusCode(status: number) {
      answer.status = status;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    setHeader(name: string, value: string | string[]) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      return res.end(JSON.stringify(body));
    },
    end(text = '') {
      answer.body = String(text);
      res.headersSent = true;
      return res;
    },
  };
  return { res, answer };
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

async function call(handler: Handler, options: Call) {
  const { res, answer } = response();
  await handler(request(options) as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return {
    ...answer,
    json: () => JSON.parse(answer.body) as Record<string, unknown>,
    cookie: () =>
      [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('hv_tipp=')),
  };
}

const post = (game: string, body: unknown, extra: Partial<Call> = {}) =>
  call(gameHandler, {
    url: `/api/predictions/${game}`,
    query: { game },
    body,
    ...extra,
  });

const tip = { hazai: 2, vendeg: 1, gyoztes: 'hazai' };
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('POST /api/predictions/{game}: a tip, once per reader, before the deadline', () => {
  it('takes a tip (201 with its key), keeps the reader in an HttpOnly cookie, and shows it by key', async () => {
    const answer = await post('nyitott', { answers: tip, name: 'Kovács Anna', consent: true });
    expect(answer.status).toBe(201);
    const { data } = predictionSubmitAnswerSchema.parse(answer.json());
    expect(data.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.path).toBe(`/melleklet/tippjatek/nyitott/${data.key}`);
    expect(data.url).toBe(`https://hirvonal.hu${data.path}`);
    const cookie = answer.cookie();
    expect(cookie).toMatch(
      /^hv_tipp=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');

    // The store holds the hash of the token, never the token.
    const token = decodeURIComponent(cookieOf(cookie!).split('=')[1]!);
    const stored = await (
      await getUserDataStore()
    ).predictionOf('nyitott', anonymousVoterKey(token));
    expect(stored?.key).toBe(data.key);
    expect(stored?.voter).not.toContain(token);

    const shown = await call(tipHandler, {
      method: 'GET',
      url: `/api/predictions/nyitott/${data.key}`,
      query: { game: 'nyitott', key: data.key },
    });
    expect(shown.status).toBe(200);
    expect(predictionTipAnswerSchema.parse(shown.json()).data).toMatchObject({
      key: data.key,
      answers: tip,
      name: 'Kovács Anna',
      score: null,
      rank: null,
    });
  });

  it('answers a second tip of the same reader 409 with the first one’s key, and changes nothing', async () => {
    const first = await post('nyitott', { answers: tip });
    const cookie = cookieOf(first.cookie()!);
    const key = predictionSubmitAnswerSchema.parse(first.json()).data.key;
    const second = await post(
      'nyitott',
      { answers: { hazai: 0, vendeg: 4, gyoztes: 'vendeg' } },
      { headers: { cookie } },
    );
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({
      reason: 'already-submitted',
      key,
      path: `/melleklet/tippjatek/nyitott/${key}`,
      message: 'Erre a játékra már tippeltél; a leadott tipp nem változtatható.',
    });
    expect(second.cookie()).toBeUndefined();
    const shown = await call(tipHandler, {
      method: 'GET',
      url: `/api/predictions/nyitott/${key}`,
      query: { game: 'nyitott', key },
    });
    expect(predictionTipAnswerSchema.parse(shown.json()).data.answers).toEqual(tip);
  });

  it('knows a signed-in reader by their account, whatever browser they tip from', async () => {
    const { token } = await signAccessToken(authSecret(), {
      userId: 4242,
      role: 'reader',
      audience: 'main',
    });
    const headers = { authorization: `Bearer ${token}` };
    const first = await post('nyitott', { answers: tip }, { headers });
    expect(first.status).toBe(201);
    expect(first.cookie()).toBeUndefined();
    expect(await (await getUserDataStore()).predictionOf('nyitott', 'user:4242')).not.toBeNull();
    const second = await post(
      'nyitott',
      { answers: tip },
      { headers: { ...headers, cookie: 'hv_tipp=x' } },
    );
    expect(second.status).toBe(409);
  });

  it.each([
    ['kesobb', 'not-open', 'Erre a játékra még nem lehet tippelni.'],
    ['lezart', 'closed', 'A tippelés lezárult, új tippet már nem fogadunk el.'],
  ])('refuses a tip in %s: 403 %s, and stores nothing', async (game, reason, message) => {
    const answer = await post(game, { answers: tip });
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ reason, message });
    expect(await (await getUserDataStore()).predictionsOf(game)).toEqual([]);
  });

  it('names every question’s problem in a 400, in Hungarian', async () => {
    const answer = await post('nyitott', {
      answers: { hazai: '2,5', gyoztes: 'dontetlen' },
      name: '<a href=x>',
      consent: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      reason: 'invalid-tip',
      errors: {
        hazai: 'Adj meg egy egész számot 0 és 20 között.',
        vendeg: 'Add meg a tipped erre a kérdésre.',
        gyoztes: 'Válassz a megadott lehetőségek közül.',
      },
      name: expect.stringMatching(/^A név legfeljebb 40 karakter/),
    });
  });

  it.each([
    ['a body that is not JSON', '{"answers": ', 400],
    ['answers that are not an object', { answers: [1, 2] }, 400],
    ['a body over 16 kB', { answers: tip, name: 'x'.repeat(20_000) }, 413],
  ])('answers %s with a 4xx', async (_, body, status) => {
    const answer = await post(
      'nyitott',
      body,
      typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {},
    );
    expect(answer.status).toBe(status);
  });

  it('is a 404 for an unknown game, and a 405 for another method', async () => {
    expect((await post('nincs-ilyen', { answers: tip })).status).toBe(404);
    const put = await post('nyitott', { answers: tip }, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });

  it('refuses a tip another site’s page sends', async () => {
    const answer = await post(
      'nyitott',
      { answers: tip },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ reason: 'cross-site' });
  });

  it('limits tips per address: 429 with Retry-After, in Hungarian', async () => {
    process.env.SUBMISSIONS_PER_ADDRESS = '2';
    try {
      const address = freshAddress();
      for (let i = 0; i < 2; i++) await post('nyitott', { answers: tip }, { address });
      const answer = await post('nyitott', { answers: tip }, { address });
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toMatchObject({
        reason: 'rate-limited',
        message: expect.stringMatching(/^Túl sok tipp érkezett erről a címről/),
      });
    } finally {
      delete process.env.SUBMISSIONS_PER_ADDRESS;
    }
  });

  it('answers a plain form post with a 303 to the tip’s page, or back to the game with the reason', async () => {
    const form = new URLSearchParams({
      [PREDICTION_FIELDS.answer('hazai')]: '3',
      [PREDICTION_FIELDS.answer('vendeg')]: '0',
      [PREDICTION_FIELDS.answer('gyoztes')]: 'hazai',
      [PREDICTION_FIELDS.name]: 'Nagy Gergő',
      [PREDICTION_FIELDS.consent]: 'on',
    });
    const html = { accept: 'text/html' };
    const taken = await post('nyitott', form, { headers: html });
    expect(taken.status).toBe(303);
    expect(taken.headers.location).toMatch(/^\/melleklet\/tippjatek\/nyitott\/[A-Za-z0-9_-]{22}$/);
    const refused = await post('lezart', form, { headers: html });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/melleklet/tippjatek/lezart?hiba=closed');
  });
});

describe('GET /api/predictions/{game}: the game, and once scored its leaderboard', () => {
  beforeAll(async () => {
    const store = await getUserDataStore();
    const closesAt = Date.parse(games[2]!.closesAt);
    for (const [n, hazai, vendeg, gyoztes, consent] of [
      [1, 2, 1, 'hazai', true],
      [2, 1, 1, 'vendeg', false],
      [3, 2, 0, 'hazai', true],
    ] as const) {
      await store.submitPrediction({
        game: 'lezart',
        voter: `demo:${n}`,
        key: `lezartKulcs${String(n).padStart(11, '0')}`,
        answers: { hazai, vendeg, gyoztes },
        displayName: `Olvasó ${n}`,
        consent,
        closesAt,
        createdAt: closesAt - (10 - n) * 60_000,
      });
    }
  });

  const get = (game: string) =>
    call(gameHandler, { method: 'GET', url: `/api/predictions/${game}`, query: { game } });

  it('ranks a scored game’s tips; a name only with consent', async () => {
    const answer = await get('lezart');
    expect(answer.status).toBe(200);
    const { data } = predictionGameAnswerSchema.parse(answer.json());
    expect(data).toMatchObject({
      state: 'scored',
      result: { hazai: 2, vendeg: 1, gyoztes: 'hazai' },
      total: 3,
    });
    expect(data.leaderboard).toEqual([
      { rank: 1, name: 'Olvasó 1', score: 1000 },
      { rank: 2, name: 'Olvasó 3', score: 900 },
      { rank: 3, name: null, score: 800 },
    ]);
    const tip = await call(tipHandler, {
      method: 'GET',
      url: '/api/predictions/lezart/lezartKulcs00000000003',
      query: { game: 'lezart', key: 'lezartKulcs00000000003' },
    });
    expect(predictionTipAnswerSchema.parse(tip.json()).data).toMatchObject({
      score: 900,
      rank: 2,
      total: 3,
    });
  });

  it('shows an open game without a result', async () => {
    const { data } = predictionGameAnswerSchema.parse((await get('nyitott')).json());
    expect(data).toMatchObject({ state: 'open', result: null, leaderboard: null, total: null });
  });

  it.each([
    ['an unknown game', 'nincs-ilyen', 'lezartKulcs00000000001'],
    ['a key of another game', 'nyitott', 'lezartKulcs00000000001'],
    ['a malformed key', 'lezart', 'rovid'],
  ])('is a 404 for %s', async (_, game, key) => {
    const answer = await call(tipHandler, {
      method: 'GET',
      url: `/api/predictions/${game}/${key}`,
      query: { game, key },
    });
    expect(answer.status).toBe(404);
  });
});

describe('the game page takes its own form post (no script needed)', () => {
  async function page(pathSegments: string[], options: Partial<Call> = {}) {
    const { res, answer } = response();
    const result = await predictionPageProps({
      params: { path: pathSegments },
      query: options.query ?? {},
      req: request({
        method: 'GET',
        url: `/melleklet/tippjatek/${pathSegments.join('/')}`,
        ...options,
      }),
      res,
    } as unknown as GetServerSidePropsContext);
    const props =
      'props' in result ? ((await result.props) as PredictionPageProps) : (null as never);
    return { result, props, answer };
  }

  const filled = (values: Record<string, string>) =>
    new URLSearchParams({
      [PREDICTION_FIELDS.answer('hazai')]: '1',
      [PREDICTION_FIELDS.answer('vendeg')]: '1',
      [PREDICTION_FIELDS.answer('gyoztes')]: 'vendeg',
      ...values,
    });

  it('lists the games, open ones first', async () => {
    const { props } = await page([]);
    expect(
      props.view.kind === 'index' && props.view.games.map((game) => [game.slug, game.state]),
    ).toEqual([
      ['nyitott', 'open'],
      ['kesobb', 'upcoming'],
      ['lezart', 'scored'],
    ]);
  });

  it('answers a new tip 303 to its page', async () => {
    const { result, answer } = await page(['nyitott'], { method: 'POST', body: filled({}) });
    expect(result).toEqual({
      redirect: {
        destination: expect.stringMatching(/^\/melleklet\/tippjatek\/nyitott\/[A-Za-z0-9_-]{22}$/),
        statusCode: 303,
      },
    });
    expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^hv_tipp=/)]);
  });

  it('shows the form again as it was sent, with each problem, and answers 400', async () => {
    const body = filled({
      [PREDICTION_FIELDS.answer('hazai')]: 'három',
      [PREDICTION_FIELDS.name]: 'Kiss Péter',
      [PREDICTION_FIELDS.consent]: 'on',
    });
    const { props, answer } = await page(['nyitott'], { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(props.view.kind).toBe('game');
    if (props.view.kind !== 'game') return;
    expect(props.view.form).toMatchObject({
      values: { 'tipp-hazai': 'három', 'tipp-vendeg': '1', 'tipp-gyoztes': 'vendeg' },
      name: 'Kiss Péter',
      consent: true,
      questionErrors: { hazai: 'Adj meg egy egész számot 0 és 20 között.' },
    });
  });

  it('tells a reader who has tipped so, with the way to their tip (409)', async () => {
    const first = await page(['nyitott'], { method: 'POST', body: filled({}) });
    const cookie = cookieOf([first.answer.headers['set-cookie']].flat()[0]!);
    const again = await page(['nyitott'], {
      method: 'POST',
      body: filled({}),
      headers: { cookie },
    });
    expect(again.answer.status).toBe(409);
    if (again.props.view.kind !== 'game') throw new Error('not the game page');
    expect(again.props.view.form).toBeNull();
    expect(again.props.view.notices).toEqual([
      'Erre a játékra már tippeltél; a leadott tipp nem változtatható.',
    ]);
    const destination = 'redirect' in first.result ? first.result.redirect.destination : '';
    expect(again.props.view.ownTip).toEqual({ path: destination });
    // And on the next visit, without posting: the link to their tip instead of the form.
    const visit = await page(['nyitott'], { headers: { cookie } });
    expect(visit.props.view.kind === 'game' && visit.props.view.ownTip).toEqual({
      path: destination,
    });
  });

  it('refuses a post to a closed game (403) and shows no form', async () => {
    const { props, answer } = await page(['lezart'], { method: 'POST', body: filled({}) });
    expect(answer.status).toBe(403);
    expect(props.view.kind === 'game' && props.view.form).toBeNull();
    expect(props.view.kind === 'game' && props.view.notices).toEqual([
      'A tippelés lezárult, új tippet már nem fogadunk el.',
    ]);
    expect(props.view.kind === 'game' && props.view.result?.leaderboard[0]).toEqual({
      rank: 1,
      name: 'Olvasó 1',
      score: 1000,
    });
  });

  it('refuses a post another site’s page sends, keeping what was typed', async () => {
    const { props, answer } = await page(['nyitott'], {
      method: 'POST',
      body: filled({ [PREDICTION_FIELDS.answer('hazai')]: '7' }),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(props.view.kind === 'game' && props.view.form?.generalErrors).toEqual([
      'A tippet csak erről az oldalról lehet elküldeni.',
    ]);
  });

  it('shows a tip by its key, and is a 404 for unknown games, keys and deeper paths', async () => {
    const { props } = await page(['lezart', 'lezartKulcs00000000003']);
    expect(props.view.kind === 'tip' && props.view.tip).toMatchObject({
      name: 'Olvasó 3',
      score: 900,
      rank: 2,
      total: 3,
      url: 'https://hirvonal.hu/melleklet/tippjatek/lezart/lezartKulcs00000000003',
    });
    for (const segments of [['nincs'], ['nyitott', 'lezartKulcs00000000003'], ['a', 'b', 'c']]) {
      expect((await page(segments)).result).toEqual({ notFound: true });
    }
  });

  it('says why a form elsewhere that posted to the API was refused (?hiba=)', async () => {
    const { props, answer } = await page(['lezart'], { query: { hiba: 'closed' } });
    expect(answer.status).toBe(403);
    expect(props.view.kind === 'game' && props.view.notices).toEqual([
      'A tippelés lezárult, új tippet már nem fogadunk el.',
    ]);
  });
});
