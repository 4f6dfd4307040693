// GET, POST, DELETE /api/push-subscriptions (issue 32) called as Next calls it, on a user-data store in
// a temporary DATA_DIR: the site's VAPID key (made once for the data directory), a browser's
// subscription and the app's push token stored under the client token, a push service the site does
// not know refused (the server POSTs to the endpoint), every bad input a 400 naming its field.
import fs from 'node:fs';
import { callApi, type ApiCall } from '@/tests/support/apiCall';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/push-api-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.SUBMISSIONS_PER_ADDRESS;
  delete process.env.WEB_PUSH_VAPID_PUBLIC_KEY;
  delete process.env.WEB_PUSH_VAPID_PRIVATE_KEY;
  process.env.WEB_PUSH_EXTRA_ORIGINS = 'http://127.0.0.1:3213';
  process.env.APP_PUSH_GATEWAY_URL = 'http://127.0.0.1:3213/gateway';
  return dir;
});

const { default: handler } = await import('@/pages/api/push-subscriptions');

afterAll(async () => {
  await (await getUserDataStore()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let addresses = 0;
const call = (request: ApiCall) =>
  callApi(handler, {
    url: '/api/push-subscriptions',
    address: `192.0.2.${++addresses}`,
    ...request,
  });

const clientToken = 'push_api_token_'.padEnd(32, 'x');
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe('/api/push-subscriptions', () => {
  it('GET answers the VAPID public key, the same every time, privately and uncached', async () => {
    const first = await call({});
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      clientToken: null,
      channel: null,
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await call({ query: { clientToken } })).body).toEqual({
      ...(first.body as object),
      clientToken,
    });
    expect(fs.existsSync(`${dataDir}/vapid.json`)).toBe(true);
  });

  it('POST stores a browser’s subscription (201), an app token replaces it, DELETE stops them', async () => {
    const web = await call({ method: 'POST', body: { clientToken, subscription } });
    expect([web.status, web.body]).toMatchObject([201, { clientToken, channel: 'web' }]);
    const store = await getUserDataStore();
    expect(await store.pushSubscription(clientToken)).toEqual({
      clientToken,
      edition: 'main',
      channel: 'web',
      endpoint: subscription.endpoint,
      ...subscription.keys,
    });
    expect((await call({ query: { clientToken } })).body).toMatchObject({ channel: 'web' });

    const app = await call({ method: 'POST', body: { clientToken, appToken: 'fcm-app-token:1' } });
    expect([app.status, app.body]).toMatchObject([201, { channel: 'app' }]);
    expect((await store.pushSubscription(clientToken))?.endpoint).toBe('fcm-app-token:1');

    const gone = await call({ method: 'DELETE', body: { clientToken } });
    expect([gone.status, gone.body]).toMatchObject([200, { clientToken, channel: null }]);
    expect(await store.pushSubscription(clientToken)).toBeNull();
    // Idempotent.
    expect((await call({ method: 'DELETE', query: { clientToken } })).status).toBe(200);
  });

  it('takes the configured extra push service (the local one of the tests)', async () => {
    const local = { ...subscription, endpoint: 'http://127.0.0.1:3213/push/abc' };
    expect(
      (await call({ method: 'POST', body: { clientToken, subscription: local } })).status,
    ).toBe(201);
  });

  it.each<[string, unknown, string]>([
    [
      'an endpoint inside our network',
      { clientToken, subscription: { ...subscription, endpoint: 'http://10.0.0.5/admin' } },
      'unknown-push-service',
    ],
    [
      'a look-alike push service',
      {
        clientToken,
        subscription: { ...subscription, endpoint: 'https://fcm.googleapis.com.evil.example/x' },
      },
      'unknown-push-service',
    ],
    [
      'a key of the wrong length',
      {
        clientToken,
        subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } },
      },
      'invalid-field',
    ],
    ['no client token', { subscription }, 'invalid-field'],
    ['a bad client token', { clientToken: 'rövid', subscription }, 'invalid-field'],
    ['neither a subscription nor an app token', { clientToken }, 'invalid-field'],
    ['an app token with spaces', { clientToken, appToken: 'a b' }, 'invalid-field'],
  ])('POST with %s: 400 (%s)', async (_, body, reason) => {
    const { status, body: answer } = await call({ method: 'POST', body });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ reason });
  });

  it('refuses an app token while no app gateway is configured', async () => {
    const gateway = process.env.APP_PUSH_GATEWAY_URL;
    delete process.env.APP_PUSH_GATEWAY_URL;
    try {
      const { status, body } = await call({
        method: 'POST',
        body: { clientToken, appToken: 'x1' },
      });
      expect([status, body]).toMatchObject([400, { reason: 'app-push-off' }]);
    } finally {
      process.env.APP_PUSH_GATEWAY_URL = gateway;
    }
  });

  it('refuses a write a browser sends from another site (403)', async () => {
    const { status } = await call({
      method: 'POST',
      body: { clientToken, subscription },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(status).toBe(403);
  });
});
