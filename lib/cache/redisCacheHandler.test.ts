// The shared page cache on a real redis-server (tests/setup/redisServer.ts): what several instances of
// the site rely on (issue 13), and what happens when Redis goes away and comes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startRedis } from '@/scripts/lib/redisServer';
import { deserialize, entryTtlSeconds, MIN_TTL_SECONDS, serialize } from './redisCacheHandler.mjs';

type Handler = import('./redisCacheHandler.mjs').default;
type HandlerClass = typeof import('./redisCacheHandler.mjs').default;

const redisUrl = process.env.TEST_REDIS_URL;

/** A server folder whose BUILD_ID is `id`, as `next build` leaves it. */
function serverDistDir(id: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), id);
  fs.mkdirSync(path.join(dist, 'server'));
  return path.join(dist, 'server');
}

/** The handler class as a fresh process would load it (its own Redis connection). */
async function freshProcess(): Promise<HandlerClass> {
  vi.resetModules();
  return (await import('./redisCacheHandler.mjs')).default;
}

/** A Pages Router entry as Next hands it to set() (IncrementalCachedPageValue). */
const PAGE = {
  kind: 'PAGES',
  html: '<!DOCTYPE html><html><body>Címlap</body></html>',
  pageData: { pageProps: { title: 'Hírvonal', ids: [1, 2], empty: null } },
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  status: 200,
};
/** The other kinds hold Buffers and Maps (IncrementalCachedAppPageValue, CachedRouteValue). */
const APP_PAGE = {
  kind: 'APP_PAGE',
  html: '<html><body>app</body></html>',
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_index.segment.rsc', Buffer.from('segment')]]),
};
const APP_ROUTE = {
  kind: 'APP_ROUTE',
  body: Buffer.from('{"ok":true}'),
  status: 200,
  headers: { 'content-type': 'application/json' },
};
const CACHE_CONTROL = { revalidate: 60, expire: 31_536_000 };

describe('serialisation of cache entries', () => {
  it.each([PAGE, APP_PAGE, APP_ROUTE])('keeps a $kind entry as it was', (value) => {
    const back = deserialize(serialize({ value, lastModified: 1 })) as { value: typeof value };
    // postponed: undefined is dropped, as JSON drops it; Next reads it as undefined either way.
    expect(back.value).toEqual(value);
    expect(back).toEqual({ value, lastModified: 1 });
  });

  it('brings Buffers back as Buffers and Maps as Maps', () => {
    const { value } = deserialize(serialize({ value: APP_PAGE })) as { value: typeof APP_PAGE };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.equals(APP_PAGE.rscData)).toBe(true);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(Buffer.isBuffer(value.segmentData.get('/_index.segment.rsc'))).toBe(true);
  });

  it.each([
    [{ revalidate: 60, expire: 31_536_000 }, 31_536_000],
    [{ revalidate: 60 }, MIN_TTL_SECONDS],
    [{ revalidate: 86_400 * 7 }, 86_400 * 7 * 100],
    [undefined, MIN_TTL_SECONDS],
  ])('keeps an entry with cache control %j for %d s', (cacheControl, seconds) => {
    expect(entryTtlSeconds(cacheControl)).toBe(seconds);
  });
});

describe.skipIf(!redisUrl)('RedisCacheHandler on a real Redis', () => {
  const build = serverDistDir('build-a');
  let Handler: HandlerClass;
  const raw = createClient({ url: redisUrl });
  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    process.env.REDIS_KEY_PREFIX = `test${process.pid}`;
    Handler = await freshProcess();
    await raw.connect();
  });
  afterAll(() => raw.quit());

  const handler = (H: HandlerClass = Handler, dir = build): Handler =>
    new H({ serverDistDir: dir });

  it('answers what set() stored, with its cache control and time', async () => {
    const before = Date.now();
    await handler().set('/rovat/belfold', PAGE, { cacheControl: CACHE_CONTROL });
    const entry = await handler().get('/rovat/belfold', {});
    expect(entry?.value).toEqual(PAGE);
    expect(entry?.cacheControl).toEqual(CACHE_CONTROL);
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
    expect(await handler().get('/nincs-ilyen', {})).toBeNull();
  });

  it('shares entries between processes, under the build id, with a long life', async () => {
    await handler().set('/dokumentum/impresszum', PAGE, { cacheControl: CACHE_CONTROL });
    const Other = await freshProcess();
    expect((await handler(Other).get('/dokumentum/impresszum', {}))?.value).toEqual(PAGE);
    // Another deployment does not read this build's pages.
    expect(
      await handler(Other, serverDistDir('build-b')).get('/dokumentum/impresszum', {}),
    ).toBeNull();
    const keys = await raw.keys(`test${process.pid}:main:build-a:/dokumentum/impresszum`);
    expect(keys).toHaveLength(1);
    expect(await raw.ttl(keys[0]!)).toBeGreaterThanOrEqual(CACHE_CONTROL.expire - 5);
  });

  it('keeps the editions apart on one Redis', async () => {
    await handler().set('/rovat/sport', PAGE, { cacheControl: CACHE_CONTROL });
    process.env.EDITION = 'regional';
    try {
      const Regional = await freshProcess();
      expect(await handler(Regional).get('/rovat/sport', {})).toBeNull();
    } finally {
      delete process.env.EDITION;
    }
    expect((await handler().get('/rovat/sport', {}))?.value).toEqual(PAGE);
  });

  it('keeps an App Router entry with its Buffers and Maps through Redis', async () => {
    await handler().set('/app', APP_PAGE, { cacheControl: CACHE_CONTROL });
    const entry = await handler(await freshProcess()).get('/app', {});
    expect(entry?.value).toEqual(APP_PAGE);
  });

  it('a tag revalidated on one process is stale on every other', async () => {
    await handler().set('/tagged', PAGE, { cacheControl: CACHE_CONTROL });
    const Other = await freshProcess();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler(Other).revalidateTag('_N_T_/layout');
    expect(await handler().get('/tagged', {})).toBeNull();
    await handler().set('/tagged', PAGE, { cacheControl: CACHE_CONTROL });
    expect((await handler(Other).get('/tagged', {}))?.value).toEqual(PAGE);
  });
});

describe.skipIf(!redisUrl)('RedisCacheHandler when Redis goes away', () => {
  it('misses quickly and never throws while Redis is down, and works again once it is back', async () => {
    const own = await startRedis();
    let again: Awaited<ReturnType<typeof startRedis>> | undefined;
    try {
      process.env.REDIS_URL = own.url;
      const Handler = await freshProcess();
      const handler = new Handler({ serverDistDir: serverDistDir('build-down') });
      await handler.set('/a', PAGE, { cacheControl: CACHE_CONTROL });
      await vi.waitFor(async () => expect(await handler.get('/a', {})).not.toBeNull(), {
        timeout: 30_000,
      });

      await own.stop();
      // A miss, not a wait: each command gives up after COMMAND_TIMEOUT_MS (no timing asserted here).
      expect(await handler.get('/a', {})).toBeNull();
      await expect(
        handler.set('/b', PAGE, { cacheControl: CACHE_CONTROL }),
      ).resolves.toBeUndefined();
      await expect(handler.revalidateTag(['x'])).resolves.toBeUndefined();

      again = await startRedis({ port: own.port });
      // The same handler's connection comes back by itself; Redis restarted empty.
      await vi.waitFor(
        async () => {
          await handler.set('/c', PAGE, { cacheControl: CACHE_CONTROL });
          expect((await handler.get('/c', {}))?.value).toEqual(PAGE);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      process.env.REDIS_URL = redisUrl;
      await own.stop();
      await again?.stop();
    }
  }, 120_000);
});
