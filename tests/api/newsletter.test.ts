// The newsletter endpoints (issue 17) called as Next calls them, over a user-data store and a mail
// outbox in a temporary DATA_DIR: the 400s that name the field, idempotent sign-ups, a plain form post's
// 303s, the queue that keeps the sign-up's mail when the mail fails, the confirm and unsubscribe links (RFC 8058
// one-click included), the promo's hide cookies, and the per-address limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { outboxDir } from '@/lib/mail/getMailQueue';
import { MAIL_RETRY_FIRST_MS } from '@/lib/constants';
import { mailQueue } from '@/lib/mail/mailQueue';
import { outboxMailer, readOutbox, type OutboxEntry } from '@/lib/mail/outboxMailer';
import { newsletterPageProps } from '@/lib/pages/newsletterPageProps';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import confirmHandler from '@/pages/api/newsletter/confirm';
import promoHandler from '@/pages/api/newsletter/promo';
import subscribeHandler from '@/pages/api/newsletter/subscribe';
import unsubscribeHandler from '@/pages/api/newsletter/unsubscribe';

// The pages' shell (menus) comes from the content store, which this test does not build.
vi.mock('@/lib/pages/loadShell', () => ({
  loadShell: async (options: { locale?: string; renderMode?: string } = {}) => ({
    locale: options.locale ?? 'hu',
    renderMode: options.renderMode ?? 'web',
  }),
}));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-api-'));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
delete process.env.NEXT_PUBLIC_EDITION;
delete process.env.NEXT_PUBLIC_SITE_URL;
delete process.env.TRUST_PROXY;

afterAll(async () => {
  await (await getUserDataStore()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

interface Call {
  method?: string;
  url: string;
  /** An object is sent as JSON, a URLSearchParams as a form, a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address (a fresh one per test keeps the per-address limit apart). */
  address?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  json(): Record<string, unknown>;
}

let addresses = 0;
const freshAddress = () => `192.0.2.${++addresses}`;

async function call(handler: Handler, { method = 'POST', url, body, headers = {}, address }: Call) {
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
  const req = Object.assign(Readable.from(payload ? [Buffer.from(payload)] : []), {
    method,
    url,
    query: Object.fromEntries(new URL(url, 'http://hirvonal.hu').searchParams),
    headers: requestHeaders,
    socket: { remoteAddress: address ?? freshAddress() },
  });
  const answer = { status: 200, headers: {} as Answer['headers'], body: '' };
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
    end(text = '') {
      answer.body = String(text);
      res.headersSent = true;
    },
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { ...answer, json: () => JSON.parse(answer.body) as Record<string, unknown> };
}

const subscribe = (body: unknown, extra: Partial<Call> = {}) =>
  call(subscribeHandler, { url: '/api/newsletter/subscribe', body, ...extra });

const reader = (email: string, listCodes: unknown = ['reggeli', 'g7']) => ({
  email,
  firstName: 'Anna',
  lastName: 'Kiss',
  listCodes,
});

/** The newest mail to `to` in the outbox. */
async function mailTo(to: string): Promise<OutboxEntry> {
  const mail = (await readOutbox(outboxDir())).filter((entry) => entry.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

function linkOf(mail: OutboxEntry, page: 'megerosites' | 'leiratkozas') {
  const match = new RegExp(`https://hirvonal\\.hu(/hirlevel/${page}\\?token=([\\w-]+))`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${page} link`);
  return { path: match[1]!, token: match[2]! };
}

describe('POST /api/newsletter/subscribe: bad input is a 400 naming the field', () => {
  it.each<[string, unknown, string, string]>([
    ['a body that is not JSON', '{"email": ', 'bad-json', ''],
    ['a JSON array', '[1, 2]', 'bad-json', ''],
    ['no email', { ...reader(''), email: undefined }, 'missing-field', 'email'],
    ['an empty email', reader('  '), 'missing-field', 'email'],
    ['a bad email', reader('nem-email'), 'invalid-field', 'email'],
    ['an oversized email', reader(`${'a'.repeat(320)}@example.hu`), 'invalid-field', 'email'],
    ['no first name', { ...reader('a@example.hu'), firstName: '' }, 'missing-field', 'firstName'],
    [
      'an oversized first name',
      { ...reader('a@example.hu'), firstName: 'A'.repeat(201) },
      'invalid-field',
      'firstName',
    ],
    [
      'an oversized last name',
      { ...reader('a@example.hu'), lastName: 'K'.repeat(201) },
      'invalid-field',
      'lastName',
    ],
    // Issue 28: names are plain personal names, never text or links for a mail to a stranger.
    [
      'a link as a first name',
      { ...reader('a@example.hu'), firstName: 'Nyerj! https://evil.test/' },
      'invalid-field',
      'firstName',
    ],
    [
      'a direction override in a last name',
      { ...reader('a@example.hu'), lastName: 'Kiss\u202Eevil' },
      'invalid-field',
      'lastName',
    ],
    [
      'no list codes',
      { ...reader('a@example.hu'), listCodes: undefined },
      'missing-field',
      'listCodes',
    ],
    ['an empty list of codes', reader('a@example.hu', []), 'invalid-field', 'listCodes'],
    [
      'an unknown list code',
      reader('a@example.hu', ['reggeli', 'nincs']),
      'invalid-field',
      'listCodes',
    ],
    [
      'the other edition’s list',
      reader('a@example.hu', ['erdely-reggeli']),
      'invalid-field',
      'listCodes',
    ],
    [
      'too many list codes',
      reader('a@example.hu', Array(21).fill('g7')),
      'invalid-field',
      'listCodes',
    ],
    ['list codes that are not text', reader('a@example.hu', 7), 'invalid-field', 'listCodes'],
  ])('%s', async (_, body, reason, field) => {
    const answer = await subscribe(
      body,
      typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {},
    );
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, reason, ...(field ? { field } : {}) });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a body over the size limit (413) and a GET (405), never a 5xx', async () => {
    const big = await subscribe({ ...reader('a@example.hu'), firstName: 'A'.repeat(20_000) });
    expect(big.status).toBe(413);
    const get = await call(subscribeHandler, { method: 'GET', url: '/api/newsletter/subscribe' });
    expect(get.status).toBe(405);
  });

  it('refuses a cross-site browser post (CSRF)', async () => {
    const answer = await subscribe(reader('csrf@example.hu'), {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://gonosz.example' },
    });
    expect(answer.status).toBe(403);
    expect(await getUserDataStore().then((s) => s.newsletterLists('csrf@example.hu'))).toEqual([]);
  });
});

describe('POST /api/newsletter/subscribe: sign-ups', () => {
  it('stores a sign-up once however often it is sent, and mails the confirmation', async () => {
    const first = await subscribe(reader('Idempotens@Example.hu'));
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ status: 'pending', mail: 'sent', listCodes: ['g7', 'reggeli'] });
    const repeats = await Promise.all([
      subscribe(reader('idempotens@example.hu')),
      subscribe(reader('IDEMPOTENS@example.hu', ['g7'])),
    ]);
    expect(repeats.map((answer) => [answer.status, answer.json().mail])).toEqual([
      [200, 'recently-sent'],
      [200, 'recently-sent'],
    ]);
    const store = await getUserDataStore();
    expect(await store.newsletterStatus('idempotens@example.hu')).toEqual([
      { listCode: 'g7', status: 'pending' },
      { listCode: 'reggeli', status: 'pending' },
    ]);
    const mails = (await readOutbox(outboxDir())).filter((m) => /idempotens/i.test(m.to));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('takes a plain form (repeated checkboxes) and answers a browser with a 303 to the sign-up page', async () => {
    const form = new URLSearchParams([
      ['email', 'urlap@example.hu'],
      ['firstName', 'Béla'],
      ['lastName', ''],
      ['listCodes', 'reggeli'],
      ['listCodes', 'heti-valogatas'],
    ]);
    const answer = await subscribe(form, {
      headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/hirlevel/feliratkozas?eredmeny=sent');
    expect(await (await getUserDataStore()).newsletterLists('urlap@example.hu')).toEqual([
      'heti-valogatas',
      'reggeli',
    ]);
    // The confirmation mail says nothing the sender wrote (issue 28), not even the name.
    expect((await mailTo('urlap@example.hu')).text).toContain('Kedves Olvasónk!');
  });

  it('sends a browser’s bad form back to the sign-up page with the problem', async () => {
    const form = new URLSearchParams([
      ['email', 'rossz'],
      ['firstName', 'Béla'],
      ['listCodes', 'g7'],
    ]);
    const answer = await subscribe(form, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/hirlevel/feliratkozas?eredmeny=email-invalid');
  });

  it('keeps the sign-up and queues its mail when the mail fails, and sends it later', async () => {
    // The outbox cannot be written: a file stands where its folder should be.
    const outbox = outboxDir();
    const moved = `${outbox}-kept`;
    if (fs.existsSync(outbox)) fs.renameSync(outbox, moved);
    fs.writeFileSync(outbox, 'not a folder');
    const queued = await subscribe(reader('postas@example.hu', ['g7']));
    const queuedForm = await subscribe(
      new URLSearchParams([
        ['email', 'postas2@example.hu'],
        ['firstName', 'Béla'],
        ['listCodes', 'g7'],
      ]),
      { headers: { accept: 'text/html' } },
    );
    fs.rmSync(outbox);
    if (fs.existsSync(moved)) fs.renameSync(moved, outbox);
    expect(queued.status).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'pending', mail: 'queued' });
    expect(queuedForm.headers.location).toBe('/hirlevel/feliratkozas?eredmeny=queued');
    const store = await getUserDataStore();
    expect(await store.newsletterLists('postas@example.hu')).toEqual(['g7']);
    // The queue's next attempt (its first retry is due MAIL_RETRY_FIRST_MS later) sends both.
    const later = mailQueue({
      store,
      mailer: outboxMailer(outbox),
      now: () => Date.now() + MAIL_RETRY_FIRST_MS,
    });
    expect(await later.deliverDue()).toMatchObject({ sent: 2 });
    await mailTo('postas@example.hu');
    await mailTo('postas2@example.hu');
  });

  it('answers 429 with Retry-After past the per-address limit, storing nothing more', async () => {
    process.env.SUBMISSIONS_PER_ADDRESS = '2';
    try {
      const address = freshAddress();
      for (const n of [1, 2]) {
        expect((await subscribe(reader(`korlat${n}@example.hu`), { address })).status).toBe(200);
      }
      const refused = await subscribe(reader('korlat3@example.hu'), { address });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await (await getUserDataStore()).newsletterLists('korlat3@example.hu')).toEqual([]);
    } finally {
      delete process.env.SUBMISSIONS_PER_ADDRESS;
    }
  });
});

describe('the confirm and unsubscribe links', () => {
  it('confirms with the mailed token once: 200, then 410; an unknown token is a 404', async () => {
    await subscribe(reader('link@example.hu'));
    const { token } = linkOf(await mailTo('link@example.hu'), 'megerosites');
    const confirm = (body: unknown, headers: Record<string, string> = {}) =>
      call(confirmHandler, { url: '/api/newsletter/confirm', body, headers });
    expect((await confirm({})).json()).toMatchObject({ code: 400, field: 'token' });
    expect((await confirm({ token: 'x'.repeat(43) })).status).toBe(404);
    const done = await confirm({ token });
    expect([done.status, done.json()]).toEqual([
      200,
      { status: 'confirmed', listCodes: ['g7', 'reggeli'] },
    ]);
    const again = await confirm({ token });
    expect([again.status, again.json().reason]).toEqual([410, 'token-used']);
    // The page's button: a form post, and a 303 back to the page with the outcome.
    const form = await confirm(new URLSearchParams({ token }), { accept: 'text/html' });
    expect([form.status, form.headers.location]).toEqual([
      303,
      '/hirlevel/megerosites?eredmeny=used',
    ]);
  });

  it('answers the page’s confirm button with a 303 naming the lists', async () => {
    await subscribe(reader('gomb@example.hu', ['english']));
    const { token } = linkOf(await mailTo('gomb@example.hu'), 'megerosites');
    const answer = await call(confirmHandler, {
      url: '/api/newsletter/confirm',
      body: new URLSearchParams({ token }),
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/hirlevel/megerosites?eredmeny=done&lista=english');
  });

  it('unsubscribes with RFC 8058’s one-click post, again and again; GET only leads to the page', async () => {
    await subscribe(reader('egykattintas@example.hu', ['g7']));
    const mail = await mailTo('egykattintas@example.hu');
    const oneClick =
      /^<https:\/\/hirvonal\.hu(\/api\/newsletter\/unsubscribe\?token=[\w-]+)>$/.exec(
        String(mail.headers?.['List-Unsubscribe']),
      )![1]!;
    const get = await call(unsubscribeHandler, { method: 'GET', url: oneClick });
    expect(get.status).toBe(303);
    expect(get.headers.location).toBe(linkOf(mail, 'leiratkozas').path);
    expect(await (await getUserDataStore()).newsletterLists('egykattintas@example.hu')).toEqual([
      'g7',
    ]);
    for (const attempt of [1, 2]) {
      const answer = await call(unsubscribeHandler, {
        url: oneClick,
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([attempt, answer.status, answer.json()]).toEqual([
        attempt,
        200,
        { status: 'unsubscribed', listCodes: ['g7'] },
      ]);
    }
    expect(await (await getUserDataStore()).newsletterLists('egykattintas@example.hu')).toEqual([]);
    const unknown = await call(unsubscribeHandler, {
      url: '/api/newsletter/unsubscribe?token=nincs-ilyen',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/newsletter/promo (SPEC §4, §9)', () => {
  const hide = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(promoHandler, {
      url: '/api/newsletter/promo',
      body: new URLSearchParams(fields),
      headers: { accept: 'text/html', ...headers },
    });

  it.each([
    ['front', 'temporary', 'hv_nl_promo_front', 86_400],
    ['article', 'temporary', 'hv_nl_promo_article', 172_800],
    ['front', 'permanent', 'hv_nl_promo_off', 63_072_000],
    ['article', 'permanent', 'hv_nl_promo_off', 63_072_000],
  ])('%s, %s sets %s for %i s and goes back', async (place, kind, name, maxAge) => {
    const back = '/belfold/2026/11/20/cikk?x=1';
    const answer = await hide({ place, kind, back });
    expect([answer.status, answer.headers.location]).toEqual([303, back]);
    const [cookie] = answer.headers['set-cookie'] as string[];
    expect(cookie).toBe(`${name}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const answer = await hide(
      { place: 'front', kind: 'temporary', back: '/' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(String(answer.headers['set-cookie'])).toContain('; Secure');
  });

  it.each([
    [
      'another site',
      { place: 'front', kind: 'temporary', back: 'https://gonosz.example/' },
      'back',
    ],
    [
      'a protocol-relative path',
      { place: 'front', kind: 'temporary', back: '//gonosz.example' },
      'back',
    ],
    ['an unknown place', { place: 'sidebar', kind: 'temporary', back: '/' }, 'place'],
    ['an unknown kind', { place: 'front', kind: 'forever', back: '/' }, 'kind'],
  ])('refuses %s with a 400 and sets nothing', async (_, fields, field) => {
    const answer = await hide(fields);
    expect([answer.status, answer.json().field]).toEqual([400, field]);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the newsletter pages (/hirlevel/…): per request, the right status, never a 500', () => {
  async function page(lepes: string, query: Record<string, string> = {}) {
    const res = {
      statusCode: 200,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      },
    };
    const result = await newsletterPageProps({
      params: { lepes },
      query,
      res,
      req: {},
    } as never);
    return { status: res.statusCode, cache: res.headers['cache-control'], result };
  }
  const viewOf = (result: unknown) =>
    (result as { props: { view: Record<string, unknown> } }).props.view;

  it('opens a confirm link without using it, then shows the outcome of its button', async () => {
    await subscribe(reader('oldal@example.hu', ['english']));
    const { token } = linkOf(await mailTo('oldal@example.hu'), 'megerosites');
    const opened = await page('megerosites', { token });
    expect([opened.status, opened.cache]).toEqual([200, 'private, no-store']);
    expect(viewOf(opened.result)).toMatchObject({ kind: 'ask', token, email: 'oldal@example.hu' });
    // The English newsletter alone: the page speaks English.
    expect((opened.result as { props: { shell: { locale: string } } }).props.shell.locale).toBe(
      'en',
    );
    expect(await (await getUserDataStore()).newsletterStatus('oldal@example.hu')).toEqual([
      { listCode: 'english', status: 'pending' },
    ]);
    const after = await page('megerosites', { eredmeny: 'done', lista: 'english,nincs' });
    expect(after.status).toBe(200);
    expect(viewOf(after.result)).toMatchObject({ kind: 'outcome', outcome: 'done' });
    expect((viewOf(after.result).lists as Array<{ code: string }>).map((l) => l.code)).toEqual([
      'english',
    ]);
  });

  it.each([
    ['megerosites', { token: 'x'.repeat(43) }, 404, 'invalid'],
    ['megerosites', { token: 'rövid' }, 404, 'invalid'],
    ['megerosites', { token: 'x'.repeat(5_000) }, 404, 'invalid'],
    ['megerosites', {}, 404, 'invalid'],
    ['megerosites', { eredmeny: 'used' }, 410, 'used'],
    ['megerosites', { eredmeny: 'expired' }, 410, 'expired'],
    ['leiratkozas', { token: 'x'.repeat(43) }, 404, 'invalid'],
    ['leiratkozas', { eredmeny: 'used' }, 200, 'used'],
  ])('/hirlevel/%s %j: %i', async (lepes, query, status, outcome) => {
    const answer = await page(lepes, query);
    expect(answer.status).toBe(status);
    expect(viewOf(answer.result)).toMatchObject({ kind: 'outcome', outcome });
  });

  it.each([
    [{}, 200, { kind: 'form', problem: null }],
    [{ eredmeny: 'sent' }, 200, { kind: 'sent', mail: 'sent' }],
    [{ eredmeny: 'queued' }, 200, { kind: 'sent', mail: 'queued' }],
    [{ eredmeny: 'recently-sent' }, 200, { kind: 'sent', mail: 'recently-sent' }],
    [{ eredmeny: 'email-invalid' }, 400, { kind: 'form', problem: 'email-invalid' }],
    [{ eredmeny: 'rate-limited' }, 429, { kind: 'form', problem: 'rate-limited' }],
    [{ eredmeny: 'unavailable' }, 503, { kind: 'form', problem: 'unavailable' }],
    [{ eredmeny: 'mail-failed' }, 200, { kind: 'form', problem: null }],
    [{ eredmeny: '<script>' }, 200, { kind: 'form', problem: null }],
  ])('/hirlevel/feliratkozas %j: %i', async (query, status, view) => {
    const answer = await page('feliratkozas', query);
    expect(answer.status).toBe(status);
    expect(viewOf(answer.result)).toMatchObject(view);
  });

  it('unsubscribes from the page: the link shows the button, and after it the outcome', async () => {
    await subscribe(reader('oldal2@example.hu', ['g7']));
    const { token } = linkOf(await mailTo('oldal2@example.hu'), 'leiratkozas');
    expect(viewOf((await page('leiratkozas', { token })).result)).toMatchObject({ kind: 'ask' });
    await call(unsubscribeHandler, {
      url: '/api/newsletter/unsubscribe',
      body: new URLSearchParams({ token }),
    });
    const again = await page('leiratkozas', { token });
    expect([again.status, viewOf(again.result).outcome]).toEqual([200, 'used']);
  });

  it('knows no other step', async () => {
    expect((await page('valami')).result).toEqual({ notFound: true });
  });
});
