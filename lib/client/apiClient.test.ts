import * as z from 'zod/mini';
import { ApiError, apiGet } from './apiClient';
import { getProgressSnapshot, resetProgressForTest, subscribeProgress } from './progress';

// SPEC section 7: "Clients share a wrapper: retry off, progress indicator switchable per call".
const schema = z.object({ data: z.object({ v: z.number() }) });

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiGet', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    resetProgressForTest();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for JSON and returns the validated body', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { v: 3 }, extra: true }));
    await expect(apiGet('/api/x', schema)).resolves.toEqual({ data: { v: 3 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it.each([
    ['not found', 404],
    ['server error', 500],
    ['bad gateway', 502],
  ])('%s: an ApiError carrying status %i, one call only (no retry)', async (_name, status) => {
    fetchMock.mockResolvedValue(answer(status, { error: { status, message: 'x' } }));
    const error = await apiGet('/api/x', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status, url: '/api/x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a wrong shape', { data: { v: 'three' } }, 'shape'],
    ['a missing field', { data: {} }, 'shape'],
    ['not JSON at all', '<html>', 'parse'],
  ])('%s is an error too', async (_name, body, kind) => {
    fetchMock.mockResolvedValue(answer(200, body));
    await expect(apiGet('/api/x', schema)).rejects.toMatchObject({ kind, status: 200 });
  });

  it('a network failure is an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/x', schema)).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes the abort signal on and lets an abort through as it is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url, init) => {
      expect(init?.signal).toBe(controller.signal);
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(apiGet('/api/x', schema, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  describe('a schema loader (a page without zod/mini in its first load)', () => {
    it('is started with the call and checks the answer as the schema itself would', async () => {
      const load = vi.fn(async () => schema);
      fetchMock.mockImplementation(async () => {
        expect(load).toHaveBeenCalledTimes(1);
        return answer(200, { data: { v: 3 }, extra: true });
      });
      await expect(apiGet('/api/x', load)).resolves.toEqual({ data: { v: 3 } });
      fetchMock.mockResolvedValue(answer(200, { data: { v: 'three' } }));
      await expect(apiGet('/api/x', load)).rejects.toMatchObject({ kind: 'shape', status: 200 });
    });

    it('that fails is a network error, and an answer is never taken unchecked', async () => {
      fetchMock.mockResolvedValue(answer(200, { data: { v: 3 } }));
      const load = () => Promise.reject(new Error('ChunkLoadError'));
      await expect(apiGet('/api/x', load)).rejects.toMatchObject({ kind: 'network', status: 0 });
    });

    it('that fails while the call fails leaves only the call’s error', async () => {
      fetchMock.mockResolvedValue(answer(503, {}));
      const load = () => Promise.reject(new Error('ChunkLoadError'));
      await expect(apiGet('/api/x', load)).rejects.toMatchObject({ kind: 'http', status: 503 });
    });
  });

  describe('progress store', () => {
    it('counts only calls made with progress: true, until they end', async () => {
      let release: (r: Response) => void = () => undefined;
      fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
      const changes = vi.fn();
      const unsubscribe = subscribeProgress(changes);

      const quiet = apiGet('/api/poll', schema);
      expect(getProgressSnapshot()).toBe(0);
      release(answer(200, { data: { v: 1 } }));
      await quiet;

      const shown = apiGet('/api/page', schema, { progress: true });
      expect(getProgressSnapshot()).toBe(1);
      expect(changes).toHaveBeenCalledTimes(1);
      release(answer(200, { data: { v: 1 } }));
      await shown;
      expect(getProgressSnapshot()).toBe(0);
      expect(changes).toHaveBeenCalledTimes(2);
      unsubscribe();
    });

    it('ends the count when the call fails', async () => {
      fetchMock.mockResolvedValue(answer(500, {}));
      await expect(apiGet('/api/x', schema, { progress: true })).rejects.toBeInstanceOf(ApiError);
      expect(getProgressSnapshot()).toBe(0);
    });

    it('counts overlapping calls', async () => {
      const releases: Array<(r: Response) => void> = [];
      fetchMock.mockImplementation(() => new Promise((resolve) => releases.push(resolve)));
      const first = apiGet('/a', schema, { progress: true });
      const second = apiGet('/b', schema, { progress: true });
      expect(getProgressSnapshot()).toBe(2);
      releases[0]!(answer(200, { data: { v: 1 } }));
      await first;
      expect(getProgressSnapshot()).toBe(1);
      releases[1]!(answer(200, { data: { v: 1 } }));
      await second;
      expect(getProgressSnapshot()).toBe(0);
    });
  });
});
