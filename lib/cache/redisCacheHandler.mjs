// The shared ISR/page cache (issue 13): Next's `cacheHandler` on Redis, so every instance serves what
// any instance rendered and an on-demand revalidation on one is seen by all. next.config.ts selects it
// when REDIS_URL is set at `next start` (with `cacheMaxMemorySize: 0`: no per-instance copy that could
// go stale). Plain JavaScript because Next imports it at run time, untranspiled.
//
// - Keys: `<REDIS_KEY_PREFIX>:<edition>:<build id>:<cache key>`; a new deployment never reads the
//   previous build's pages (their props and chunks would not match), nor one edition the other's.
// - Entries keep the `cacheControl` that set() received, so an instance that did not render a page
//   still knows its revalidate and expire times.
// - Entries live until Next's `expire`, and at least LIFETIME_MULTIPLE revalidate periods and
//   MIN_TTL_SECONDS: a stale entry is served while it regenerates in the background; a missing one
//   would make a reader wait.
// - Redis down or slow: get() answers a miss within COMMAND_TIMEOUT_MS and set() is dropped, so pages
//   still render (no 5xx); the client reconnects by itself; one log line per outage.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';

/** A command slower than this counts as a miss (or a dropped write). */
export const COMMAND_TIMEOUT_MS = 500;
/** The shortest life of an entry in Redis: long-tail pages stay, stale but instant. */
export const MIN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** An entry lives this many revalidate periods (when that is longer than the minimum). */
export const LIFETIME_MULTIPLE = 100;
/** Longest wait between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;
const DEFAULT_PREFIX = 'hirvonal';
const TAGS_KEY = 'tags';

/**
 * @typedef {{ client: import('redis').RedisClientType, outage: boolean, firstConnect: Promise<unknown> }} Connection
 * @type {Map<string, Connection>}
 */
const clients = new Map();

/** One client per URL and process (Next makes a handler per request). */
function connection(url) {
  let entry = clients.get(url);
  if (!entry) {
    const client = createClient({
      url,
      // Without a connection, commands fail at once instead of queueing until Redis is back.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: COMMAND_TIMEOUT_MS * 2,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    });
    const state = { client, outage: false, firstConnect: Promise.resolve() };
    client.on('error', (error) => {
      if (state.outage) return;
      state.outage = true;
      console.warn(
        `redis cache: ${error.message}; serving without the shared cache until it is back`,
      );
    });
    client.on('ready', () => {
      if (state.outage) console.warn('redis cache: connected again');
      state.outage = false;
    });
    state.firstConnect = client.connect().catch(() => {
      // The error event has logged it; the reconnect strategy keeps trying.
    });
    entry = state;
    clients.set(url, entry);
  }
  return entry;
}

/**
 * The client, once it can take commands: a process's first requests wait for the first connection (up
 * to the timeout); during an outage nothing waits, the command fails at once.
 */
async function readyClient(state) {
  if (!state.client.isReady && !state.outage) await withTimeout(state.firstConnect);
  return state.client;
}

/** `promise`, or a rejection after COMMAND_TIMEOUT_MS. */
function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis cache: timeout')), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** JSON that keeps Buffers and Maps (page data, RSC payloads and segment maps hold them). */
export function serialize(value) {
  return JSON.stringify(value, function replace(key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_, item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      if (typeof item.$buffer === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$buffer, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}

/** Seconds an entry stays in Redis, from its cache control. */
export function entryTtlSeconds(cacheControl) {
  const revalidate = typeof cacheControl?.revalidate === 'number' ? cacheControl.revalidate : 0;
  const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : 0;
  return Math.max(MIN_TTL_SECONDS, revalidate * LIFETIME_MULTIPLE, expire);
}

/** Build ids by server folder: Next makes a handler per request, the file is read once. */
const buildIds = new Map();

/** The build this server runs (BUILD_ID beside the server folder), or 'unknown'. */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'unknown';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      return 'unknown';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The edition this server runs, by the rule of next.config.ts (unknown values mean main). */
function editionOf(env) {
  return env.EDITION === 'regional' ? 'regional' : 'main';
}

/** Tags of an entry: those Next passes, and those a response recorded in its headers. */
function tagsOf(ctx, value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return [
    ...(ctx?.tags ?? []),
    ...(ctx?.softTags ?? []),
    ...(typeof header === 'string' ? header.split(',') : []),
  ];
}

/**
 * Counts a lookup in the shared cache metric (issue 29) and answers `entry`. The server's metrics sink
 * sits in the slot lib/observability/serverBridge.ts names (this file loads no TypeScript).
 */
function countLookup(result, entry) {
  globalThis[Symbol.for('hirvonal.metrics')]?.count('hirvonal_shared_cache_total', { result });
  return entry;
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx = {}) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('RedisCacheHandler needs REDIS_URL');
    this.connection = connection(url);
    const prefix = process.env.REDIS_KEY_PREFIX || DEFAULT_PREFIX;
    this.prefix = `${prefix}:${editionOf(process.env)}:${buildIdOf(ctx.serverDistDir)}:`;
  }

  async get(key, ctx) {
    try {
      const client = await readyClient(this.connection);
      const text = await withTimeout(client.get(this.prefix + key));
      if (!text) return countLookup('miss', null);
      const entry = deserialize(text);
      const tags = tagsOf(ctx, entry.value);
      if (tags.length) {
        const revalidatedAt = await withTimeout(client.hmGet(this.prefix + TAGS_KEY, tags));
        if (revalidatedAt.some((at) => at && Number(at) > entry.lastModified)) {
          return countLookup('miss', null);
        }
      }
      return countLookup('hit', entry);
    } catch {
      return countLookup('error', null);
    }
  }

  async set(key, data, ctx) {
    const cacheControl = ctx?.cacheControl;
    const entry = { value: data, lastModified: Date.now(), cacheControl };
    try {
      const client = await readyClient(this.connection);
      await withTimeout(
        client.set(this.prefix + key, serialize(entry), {
          expiration: { type: 'EX', value: entryTtlSeconds(cacheControl) },
        }),
      );
    } catch {
      // Dropped: the page is rendered again on a later request.
    }
  }

  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length) return;
    const now = String(Date.now());
    try {
      const client = await readyClient(this.connection);
      await withTimeout(
        client.hSet(this.prefix + TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now]))),
      );
    } catch {
      // Without Redis there is no shared entry to expire.
    }
  }

  resetRequestCache() {}
}
