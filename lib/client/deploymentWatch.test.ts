import mitt from 'next/dist/shared/lib/mitt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildManifestSchema, latestBuildSchema } from '../schemas/build';
import {
  buildManifestUrl,
  checkDeployment,
  FullLoadAbort,
  makeNavigationsFullLoads,
} from './deploymentWatch';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the browser reads /api/build/* with their own schemas (lib/schemas/build.ts)', () => {
  it.each([
    [{ id: 'abc', timestamp: 1 }, true],
    [{ id: 'a b', timestamp: 1 }, false],
    [{ id: '', timestamp: 1 }, false],
    [{ id: 'abc', timestamp: '1' }, false],
    [{ id: 'abc' }, false],
    [null, false],
    [[], false],
  ])('latest build %j: %s', (answer, ok) =>
    expect(latestBuildSchema.safeParse(answer).success).toBe(ok),
  );

  it.each([
    [{ id: 'abc', timestamp: 1, pages: ['/'] }, true],
    [{ id: 'abc', timestamp: 1 }, false],
    [{ id: 'abc', timestamp: 1, pages: 'x' }, false],
    [{ id: 'a/b', timestamp: 1, pages: [] }, false],
  ])('build manifest %j: %s', (answer, ok) =>
    expect(buildManifestSchema.safeParse(answer).success).toBe(ok),
  );
});

describe('SPEC sections 4, 8: a new deployment counts once the new build’s manifest answered', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const warn = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    warn.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(warn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the same build: current, and no manifest is fetched', async () => {
    await expect(checkDeployment('a1', { id: 'a1', timestamp: 1 })).resolves.toBe('current');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['the manifest answers', () => json(200, { id: 'b2', timestamp: 2, pages: ['/'] }), 'new', 0],
    ['a server still on the old build (404)', () => json(404, { error: {} }), 'suspected', 1],
    ['the manifest fails (500): logged only', () => json(500, ''), 'suspected', 1],
    ['not a manifest', () => json(200, { hello: 1 }), 'suspected', 1],
  ])('a new id, %s → %s', async (_case, answer, state, warnings) => {
    fetchMock.mockImplementation(async () => answer());
    await expect(checkDeployment('a1', { id: 'b2', timestamp: 2 })).resolves.toBe(state);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/build/manifest/b2');
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it('a network failure of the manifest is logged only', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkDeployment('a1', { id: 'b2', timestamp: 2 })).resolves.toBe('suspected');
    expect(warn.mock.calls[0]![0]).toBe('build manifest fetch failed');
  });

  it('the manifest URL escapes the id', () =>
    expect(buildManifestUrl('a/../b')).toBe('/api/build/manifest/a%2F..%2Fb'));
});

describe('after a new deployment, client-side navigation becomes a full page load', () => {
  it('loads the URL in full, ends the transition for its listeners and aborts it', () => {
    const events = mitt();
    const assign = vi.fn();
    const errors: unknown[] = [];
    events.on('routeChangeError', (error: unknown) => errors.push(error));
    const undo = makeNavigationsFullLoads(events, assign);
    expect(() => events.emit('routeChangeStart', '/rovat/belfold', { shallow: false })).toThrow(
      FullLoadAbort,
    );
    expect(assign).toHaveBeenCalledWith('/rovat/belfold');
    expect(errors).toEqual([expect.objectContaining({ cancelled: true })]);
    // Shallow changes stay in the page.
    events.emit('routeChangeStart', '/rovat/belfold?oldal=2', { shallow: true });
    expect(assign).toHaveBeenCalledTimes(1);
    undo();
    events.emit('routeChangeStart', '/cimke/video', { shallow: false });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
