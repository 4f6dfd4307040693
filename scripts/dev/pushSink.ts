// A push service on loopback (issue 32), for the demo and the tests, as the mail sink is for mail: it
// hands out Web Push subscriptions whose endpoints are its own, takes the site's Web Push requests as a
// real push service would (checking the VAPID signature, RFC 8292, and decrypting the aes128gcm
// payload with the subscription's private key, RFC 8291), takes the app gateway's POSTs too, and shows
// what it received over HTTP:
//
//   POST   /subscriptions[?gone=1][&fail=N] -> { endpoint, keys: { p256dh, auth } }, a browser's
//          PushSubscription.toJSON(); `gone`: its pushes are answered 410, `fail`: its first N 503
//   POST   /push/{id}                       -> the push service endpoint (201; 404/410 when gone)
//   POST   /gateway                         -> the app gateway (JSON; a token starting 'gone' is 410)
//   GET    /messages[?endpoint=URL|token=T] -> [{ channel, endpoint?, token?, payload, vapid?, ttl?,
//          receivedAt }], oldest first
//   DELETE /messages                        -> forgets them
//
//   npx tsx scripts/dev/pushSink.ts --port 3213 [--pid-file PATH]
//   then subscribe through the API with an endpoint of POST /subscriptions, and run the site with
//   APP_PUSH_GATEWAY_URL=http://127.0.0.1:3213/gateway
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface ReceivedPush {
  channel: 'web' | 'app';
  /** web: the subscription's endpoint. */
  endpoint?: string;
  /** app: the app's push token. */
  token?: string;
  /** The decrypted payload (web) or the gateway request's body (app), parsed. */
  payload: unknown;
  /** web: the VAPID claims the site signed. */
  vapid?: { aud: string; sub: string; exp: number; publicKey: string };
  ttl?: number;
  receivedAt: string;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  gone: boolean;
  failuresLeft: number;
}

export interface RunningPushSink {
  url: string;
  gatewayUrl: string;
  subscribe(options?: { gone?: boolean; fail?: number }): {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  messages(): ReceivedPush[];
  stop(): Promise<void>;
}

const MAX_MESSAGES = 1_000;
const b64url = (bytes: Buffer) => bytes.toString('base64url');

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The VAPID header (`vapid t=<JWT>, k=<public key>`) checked: signature, audience and expiry. */
async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, token, publicKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4)
    throw new Error('VAPID key is not an uncompressed P-256 point');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    'ES256',
  );
  await jwtVerify(token, key, { audience });
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp > now + 24 * 60 * 60) {
    throw new Error('VAPID JWT expiry missing or over 24 hours away');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error('VAPID subject is not a mailto: or https: contact');
  }
  return { aud: audience, sub: claims.sub, exp: claims.exp, publicKey };
}

export async function startPushSink({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<RunningPushSink> {
  const received: ReceivedPush[] = [];
  const subscribers = new Map<string, Subscriber>();
  let origin = '';

  function subscribe({ gone = false, fail = 0 }: { gone?: boolean; fail?: number } = {}) {
    const id = randomBytes(12).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscribers.set(id, { ecdh, auth, gone, failuresLeft: fail });
    return {
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  function keep(push: ReceivedPush) {
    received.push(push);
    if (received.length > MAX_MESSAGES) received.shift();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

    if (url.pathname === '/subscriptions' && req.method === 'POST') {
      return json(
        201,
        subscribe({
          gone: url.searchParams.has('gone'),
          fail: Number(url.searchParams.get('fail') ?? 0),
        }),
      );
    }
    const push = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (push && req.method === 'POST') {
      const subscriber = subscribers.get(push[1]!);
      const body = await readBody(req);
      if (!subscriber) return json(404, { error: 'no such subscription' });
      if (subscriber.gone) return json(410, { error: 'subscription expired' });
      if (subscriber.failuresLeft > 0) {
        subscriber.failuresLeft -= 1;
        return json(503, { error: 'try again later' });
      }
      let vapid;
      try {
        vapid = await verifyVapid(req.headers.authorization, origin);
      } catch (error) {
        return json(401, { error: String(error) });
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        return json(415, { error: 'Content-Encoding must be aes128gcm' });
      }
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return json(400, { error: 'TTL header missing' });
      let payload: unknown;
      try {
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: b64url(subscriber.auth),
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (error) {
        return json(400, { error: `payload not decryptable: ${String(error)}` });
      }
      keep({
        channel: 'web',
        endpoint: `${origin}${url.pathname}`,
        payload,
        vapid,
        ttl,
        receivedAt: new Date().toISOString(),
      });
      return res.writeHead(201, { location: `${origin}/messages` }).end();
    }
    if (url.pathname === '/gateway' && req.method === 'POST') {
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse((await readBody(req)).toString('utf8')) as Record<string, unknown>;
      } catch {
        return json(400, { error: 'not JSON' });
      }
      const token = typeof payload.token === 'string' ? payload.token : '';
      if (!token) return json(400, { error: 'no token' });
      if (token.startsWith('gone')) return json(410, { error: 'token unregistered' });
      keep({ channel: 'app', token, payload, receivedAt: new Date().toISOString() });
      return json(200, { ok: true });
    }
    if (url.pathname === '/messages') {
      if (req.method === 'DELETE') {
        received.length = 0;
        return res.writeHead(204).end();
      }
      const endpoint = url.searchParams.get('endpoint');
      const token = url.searchParams.get('token');
      return json(
        200,
        received.filter(
          (m) => (!endpoint || m.endpoint === endpoint) && (!token || m.token === token),
        ),
      );
    }
    json(404, { error: 'not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    gatewayUrl: `${origin}/gateway`,
    subscribe,
    messages: () => [...received],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1]?.endsWith('pushSink.ts')) {
  startPushSink({ port: Number(argument('port') ?? 3213) }).then(
    (sink) => {
      const pidFile = argument('pid-file');
      if (pidFile) fs.writeFileSync(pidFile, String(process.pid));
      console.log(`push sink: ${sink.url} (gateway ${sink.gatewayUrl})`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
