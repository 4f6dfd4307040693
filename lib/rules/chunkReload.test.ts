import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_TTL_MS } from '../constants';
import {
  CHUNK_FAILED_GLOBAL,
  chunkGuardScript,
  chunkReloadRecord,
  isChunkLoadError,
  isOwnChunkUrl,
} from './chunkReload';

const TTL = CHUNK_RELOAD_TTL_MS;
const stored = (times: Record<string, number>) => JSON.stringify(times);

describe('SPEC sections 8, 9: a failed chunk reloads the page at most once per 10 s for the same path', () => {
  it('the ttl is 10000 ms (section 9)', () => expect(TTL).toBe(10_000));

  it.each([
    ['nothing stored', null, '/a', 50_000, { '/a': 50_000 }],
    ['unreadable record', '{oops', '/a', 50_000, { '/a': 50_000 }],
    ['not an object', '[1]', '/a', 50_000, { '/a': 50_000 }],
    ['same path 9.999 s ago', stored({ '/a': 40_001 }), '/a', 50_000, null],
    ['same path just now', stored({ '/a': 50_000 }), '/a', 50_000, null],
    ['same path 10 s ago', stored({ '/a': 40_000 }), '/a', 50_000, { '/a': 50_000 }],
    [
      'another path just now',
      stored({ '/b': 49_000 }),
      '/a',
      50_000,
      { '/b': 49_000, '/a': 50_000 },
    ],
    ['old entries are dropped', stored({ '/b': 1_000 }), '/a', 50_000, { '/a': 50_000 }],
    ['same path 3 s ahead (the clock stepped back)', stored({ '/a': 53_000 }), '/a', 50_000, null],
    [
      'another path 3 s ahead is kept',
      stored({ '/b': 53_000 }),
      '/a',
      50_000,
      { '/b': 53_000, '/a': 50_000 },
    ],
    [
      'a record from the far future (clock change)',
      stored({ '/a': 90_000 }),
      '/a',
      50_000,
      { '/a': 50_000 },
    ],
  ])('%s', (_case, record, path, now, expected) => {
    const next = chunkReloadRecord(record, path, now, TTL);
    expect(next === null ? null : JSON.parse(next)).toEqual(expected);
  });

  it.each([
    ['/_next/static/chunks/pages/index-abc.js', true],
    ['https://cdn.example/_next/static/chunks/123.js', true],
    ['https://securepubads.g.doubleclick.net/tag/js/gpt.js', false],
    ['/api/build/latest', false],
  ])('%s is one of our chunks: %s', (url, own) => expect(isOwnChunkUrl(url)).toBe(own));

  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk 45 failed.'), true],
    [new Error('Failed to load chunk /_next/static/chunks/0ab1.js from module 123'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'), true],
    [new Error('Network error'), false],
    ['Loading chunk 1 failed', false],
  ])('%s is a chunk load error: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });

  /** Runs the inline guard against stand-ins for the browser's globals. */
  function runGuard({ storageWorks = true } = {}) {
    const listeners = new Map<string, Set<(event: unknown) => void>>();
    const storage = new Map<string, string>();
    const reload = vi.fn();
    const window: Record<string, unknown> = {};
    let now = 100_000;
    const run = new Function(
      'window',
      'addEventListener',
      'removeEventListener',
      'sessionStorage',
      'location',
      'Date',
      'console',
      chunkGuardScript(),
    );
    run(
      window,
      (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
      (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
      {
        getItem: (k: string) => {
          if (!storageWorks) throw new Error('denied');
          return storage.get(k) ?? null;
        },
        setItem: (k: string, v: string) => storage.set(k, v),
      },
      { pathname: '/rovat/belfold', reload },
      { now: () => now },
      { warn: () => undefined },
    );
    const fire = (type: string, event: unknown) =>
      [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
    const fail = (src: string) => fire('error', { target: { tagName: 'SCRIPT', src } });
    const failed = (error: unknown) => (window[CHUNK_FAILED_GLOBAL] as (e: unknown) => void)(error);
    const later = (ms: number) => (now += ms);
    return { reload, fail, failed, later, loaded: () => fire('load', {}) };
  }

  it('the inline guard reloads once for a failing chunk script, then stays', () => {
    const { reload, fail } = runGuard();
    fail('https://ads.example/tag.js');
    expect(reload).not.toHaveBeenCalled();
    fail('/_next/static/chunks/pages/rovat-123.js');
    expect(reload).toHaveBeenCalledTimes(1);
    fail('/_next/static/chunks/pages/rovat-123.js');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the inline guard stands down after the load event (later failures are Next's or the runtime's)", () => {
    const { reload, fail, loaded } = runGuard();
    loaded();
    fail('/_next/static/chunks/pages/rovat-123.js');
    expect(reload).not.toHaveBeenCalled();
  });

  it('after the load, a lazy chunk that fails reloads through the guard: once per 10 s', () => {
    const { reload, failed, loaded, later } = runGuard();
    loaded();
    failed(new TypeError('x is undefined'));
    expect(reload).not.toHaveBeenCalled();
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), {
      name: 'ChunkLoadError',
    });
    failed(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
    later(9_999);
    failed(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
    later(1);
    failed(chunkError);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a chunk script and a lazy chunk share one record: no second reload within the ttl', () => {
    const { reload, fail, failed, loaded } = runGuard();
    fail('/_next/static/chunks/pages/rovat-123.js');
    loaded();
    failed(new Error('Loading chunk 7 failed.'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without storage it never reloads (no loop possible)', () => {
    const { reload, fail, failed } = runGuard({ storageWorks: false });
    fail('/_next/static/chunks/pages/rovat-123.js');
    failed(new Error('Loading chunk 7 failed.'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("the inline guard stays small (it is in every page's <head>)", () =>
    expect(chunkGuardScript().length).toBeLessThan(1_600));
});
