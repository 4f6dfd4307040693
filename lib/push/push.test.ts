// Topic notifications end to end below the browser (issue 32): the push adapters against a real push
// service on loopback (scripts/dev/pushSink.ts checks the VAPID signature and decrypts the aes128gcm
// payload, as a browser's push service and the browser would), the push queue over a real user-data
// store (SQLite), and the notifier finding a new article through the content port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { startPushSink, type RunningPushSink } from '@/scripts/dev/pushSink';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { PUSH_PER_CLIENT_PER_HOUR, PUSH_RETRY_FIRST_MS } from '../constants';
import { userDataEngine } from '../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../userdata/sqlUserData';
import type { StoredPushSubscription, UserDataStore } from '../userdata/userDataStore';
import { notifyNewArticles } from './notifier';
import { pushPayload } from './pushPayload';
import { deliverDuePush } from './pushQueue';
import { appGatewaySender, channelSender, webPushSender, PushFailure } from './pushSender';
import { defaultVapidSubject, keptVapidKeys, vapidKeys } from './vapidKeys';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:hirek@example.hu' };
const edition = { slug: 'main', siteUrl: 'https://hirvonal.hu' };
let sink: RunningPushSink;
beforeAll(async () => {
  sink = await startPushSink();
});
afterAll(async () => {
  await sink.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const payload = pushPayload(
  {
    id: 7,
    title: 'Új híd épül <em>Budapesten</em>',
    lead: 'A főváros <b>bejelentette</b>.',
    url: '/belfold/2026/11/27/uj-hid',
  },
  edition.siteUrl,
);

function webSubscription(
  clientToken: string,
  options?: { gone?: boolean; fail?: number },
): StoredPushSubscription {
  const { endpoint, keys } = sink.subscribe(options);
  return { clientToken, edition: 'main', channel: 'web', endpoint, ...keys };
}

describe('the push adapters (contract)', () => {
  it('what a notification says: plain title and lead, the article on the site', () => {
    expect(payload).toEqual({
      title: 'Új híd épül Budapesten',
      body: 'A főváros bejelentette .',
      url: 'https://hirvonal.hu/belfold/2026/11/27/uj-hid',
      path: '/belfold/2026/11/27/uj-hid',
      tag: 'article-7',
    });
  });

  it('Web Push: VAPID-signed, the payload encrypted so that only the subscription can read it', async () => {
    const subscription = webSubscription('w'.repeat(32));
    expect(await webPushSender(vapid).send(subscription, payload)).toBe('sent');
    const [received] = sink.messages().filter((m) => m.endpoint === subscription.endpoint);
    expect(received).toMatchObject({
      channel: 'web',
      payload,
      vapid: { aud: sink.url, sub: 'mailto:hirek@example.hu', publicKey: vapid.publicKey },
    });
    expect(received!.ttl).toBeGreaterThan(0);
  });

  it('Web Push: a subscription the push service no longer knows is gone', async () => {
    const gone = webSubscription('g'.repeat(32), { gone: true });
    expect(await webPushSender(vapid).send(gone, payload)).toBe('gone');
    const unknown = { ...gone, endpoint: `${sink.url}/push/nincs-ilyen` };
    expect(await webPushSender(vapid).send(unknown, payload)).toBe('gone');
  });

  it('Web Push: a refusal is a failure to retry; a wrong key is refused by the push service', async () => {
    const busy = webSubscription('b'.repeat(32), { fail: 1 });
    await expect(webPushSender(vapid).send(busy, payload)).rejects.toThrow(PushFailure);
    expect(await webPushSender(vapid).send(busy, payload)).toBe('sent');
    const forged = { ...vapid, privateKey: webpush.generateVAPIDKeys().privateKey };
    await expect(
      webPushSender(forged).send(webSubscription('f'.repeat(32)), payload),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('the app gateway: a POST of JSON with the app token; an unregistered token is gone', async () => {
    const app: StoredPushSubscription = {
      clientToken: 'a'.repeat(32),
      edition: 'main',
      channel: 'app',
      endpoint: 'app-token-1',
      p256dh: '',
      auth: '',
    };
    const sender = appGatewaySender(sink.gatewayUrl);
    expect(await sender.send(app, payload)).toBe('sent');
    expect(sink.messages().filter((m) => m.token === 'app-token-1')).toMatchObject([
      {
        channel: 'app',
        payload: {
          token: 'app-token-1',
          clientToken: app.clientToken,
          title: payload.title,
          body: payload.body,
          url: payload.url,
        },
      },
    ]);
    expect(await sender.send({ ...app, endpoint: 'gone-token' }, payload)).toBe('gone');
    // A wrong gateway address (404) is a failure to retry, not a reason to remove subscriptions.
    await expect(
      appGatewaySender(`${sink.url}/nincs-ilyen-ut`).send(app, payload),
    ).rejects.toMatchObject({ status: 404 });
    await expect(channelSender({}).send(app, payload)).rejects.toThrow(/no app push/);
  });

  it.each([
    ['https://hirvonal.hu', 'https://hirvonal.hu'],
    ['https://erdely.hirvonal.ro/', 'https://erdely.hirvonal.ro'],
    ['http://localhost:3000', 'mailto:webpush@localhost'],
    ['https://localhost:3000', 'mailto:webpush@localhost'],
    ['http://127.0.0.1:3500', 'mailto:webpush@127.0.0.1'],
  ])('the VAPID contact of %s is %s, which push services take', async (siteUrl, subject) => {
    expect(defaultVapidSubject(siteUrl)).toBe(subject);
    const env = {
      WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    const keys = vapidKeys(env, siteUrl);
    expect(await webPushSender(keys).send(webSubscription('c'.repeat(32)), payload)).toBe('sent');
  });

  it('keeps one VAPID pair per data directory', () => {
    const file = path.join(dir, 'vapid.json');
    const first = keptVapidKeys(file);
    expect(keptVapidKeys(file)).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('new articles, the queue and the push service', () => {
  let clock = Date.UTC(2026, 10, 27, 8);
  let store: UserDataStore;
  beforeAll(async () => {
    const engine = userDataEngine({ file: path.join(dir, 'userdata.db') });
    await migrate(engine);
    store = sqlUserData(engine, () => clock);
  });
  afterAll(() => store.close());

  const section = { id: 1, name: 'Belföld', slug: 'belfold', active: true };
  const article = (id: number, tags: string[], minutesAgo = 1) =>
    listItemForTest({
      id,
      title: `Cikk ${id}`,
      lead: `Lead ${id}`,
      pubDate: Math.floor((clock - minutesAgo * 60_000) / 1000),
      mainSuperTag: section,
      tags: tags.map((slug, i) => ({ id: i + 1, slug, name: slug })),
    });
  const now = () => clock;
  let sender: ReturnType<typeof channelSender>;
  beforeAll(() => {
    sender = channelSender({ web: webPushSender(vapid), app: appGatewaySender(sink.gatewayUrl) });
  });

  it('notifies each follower once per new article, sends it, retries, removes gone subscriptions', async () => {
    const items = [article(1, ['budapest'], 120), article(2, ['budapest'], 60)];
    const source = fakeSource(items);
    // The first look marks what was there before the loop started and notifies nothing.
    expect(await notifyNewArticles({ source, store, edition, now })).toEqual({
      articles: [],
      queued: 0,
    });
    expect(await store.markArticlesNotified('main', [1, 2], clock)).toEqual([]);

    const reader = webSubscription('r'.repeat(32));
    const busy = webSubscription('s'.repeat(32), { fail: 1 });
    const gone = webSubscription('t'.repeat(32), { gone: true });
    const app = {
      ...reader,
      clientToken: 'u'.repeat(32),
      channel: 'app' as const,
      endpoint: 'tok-u',
    };
    for (const sub of [reader, busy, gone, app]) {
      await store.savePushSubscription(sub);
      // Following the tag and the section: still one notification.
      await store.addTopic({ clientToken: sub.clientToken, topic: 'tag:budapest' });
      await store.addTopic({ clientToken: sub.clientToken, topic: 'section:belfold' });
    }
    // Someone following without a push subscription gets nothing (and breaks nothing).
    await store.addTopic({ clientToken: 'v'.repeat(32), topic: 'tag:budapest' });

    items.unshift(article(3, ['budapest']), article(4, ['mas-cimke'], 60 * 48));
    const found = await Promise.all([
      notifyNewArticles({ source: fakeSource(items), store, edition, now }),
      notifyNewArticles({ source: fakeSource(items), store, edition, now }),
    ]);
    // Two instances looking at once: one of them notifies article 3; article 4 is too old.
    expect(found.flatMap((f) => f.articles)).toEqual([3]);
    expect(found.reduce((n, f) => n + f.queued, 0)).toBe(4);

    expect(await deliverDuePush({ store, sender, now })).toEqual({
      sent: 2,
      failed: 1,
      gone: 1,
      expired: 0,
    });
    const web = sink.messages().filter((m) => m.endpoint === reader.endpoint);
    expect(web.map((m) => m.payload)).toEqual([
      pushPayload(article(3, ['budapest']), edition.siteUrl),
    ]);
    expect(sink.messages().filter((m) => m.token === 'tok-u')).toHaveLength(1);
    expect(await store.pushSubscription(gone.clientToken)).toBeNull();

    // The refused one comes again after the backoff, not before; sent ones never again.
    expect(await deliverDuePush({ store, sender, now })).toMatchObject({ sent: 0, failed: 0 });
    clock += PUSH_RETRY_FIRST_MS;
    expect(await deliverDuePush({ store, sender, now })).toMatchObject({ sent: 1, failed: 0 });
    expect(sink.messages().filter((m) => m.endpoint === busy.endpoint)).toHaveLength(1);
    expect(sink.messages().filter((m) => m.endpoint === reader.endpoint)).toHaveLength(1);
  });

  it(`sends a reader at most ${PUSH_PER_CLIENT_PER_HOUR} notifications an hour`, async () => {
    const reader = webSubscription('h'.repeat(32));
    await store.savePushSubscription(reader);
    await store.addTopic({ clientToken: reader.clientToken, topic: 'tag:sok' });
    const items = [article(100, ['sok'], 5)];
    for (let i = 1; i <= PUSH_PER_CLIENT_PER_HOUR + 2; i += 1) {
      items.unshift(article(100 + i, ['sok']));
      await notifyNewArticles({ source: fakeSource(items), store, edition, now });
      await deliverDuePush({ store, sender, now });
    }
    expect(sink.messages().filter((m) => m.endpoint === reader.endpoint)).toHaveLength(
      PUSH_PER_CLIENT_PER_HOUR,
    );
    // An hour later there is room again.
    clock += 60 * 60 * 1000 + 1;
    items.unshift(article(200, ['sok']));
    await notifyNewArticles({ source: fakeSource(items), store, edition, now });
    await deliverDuePush({ store, sender, now });
    expect(sink.messages().filter((m) => m.endpoint === reader.endpoint)).toHaveLength(
      PUSH_PER_CLIENT_PER_HOUR + 1,
    );
  });

  it('on an edition’s first look, notifies what was published after the loop started, not before', async () => {
    const regional = { slug: 'regional', siteUrl: 'https://erdely.hirvonal.ro' };
    const reader = { ...webSubscription('x'.repeat(32)), edition: 'regional' };
    await store.savePushSubscription(reader);
    await store.addTopic({ clientToken: reader.clientToken, topic: 'tag:elso' });
    const items = [article(301, ['elso'], 0), article(300, ['elso'], 10)];
    const found = await notifyNewArticles({
      source: fakeSource(items),
      store,
      edition: regional,
      now,
      baselineBefore: clock - 60_000,
    });
    expect(found).toEqual({ articles: [301], queued: 1 });
    expect(
      await notifyNewArticles({ source: fakeSource(items), store, edition: regional, now }),
    ).toEqual({
      articles: [],
      queued: 0,
    });
  });
});
