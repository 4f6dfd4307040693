// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import * as z from 'zod/mini';
import { LIVE_ARTICLE_POLL_MS, VISIBILITY_REARM_MS } from '../constants';
import { polledRecently, usePoll, type PollOptions } from './usePoll';

const INTERVAL = LIVE_ARTICLE_POLL_MS;
const schema = z.object({ v: z.number(), done: z.optional(z.boolean()) });
type Answer = z.infer<typeof schema>;

const fetchMock = vi.fn<typeof fetch>();
let visibility: DocumentVisibilityState = 'visible';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

function wrapper({ children }: { children: ReactNode }) {
  // A fresh SWR cache per test.
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

function renderPoll(options: Partial<PollOptions<Answer>> = {}) {
  const props: PollOptions<Answer> = { url: '/api/v', schema, intervalMs: INTERVAL, ...options };
  return renderHook((p: PollOptions<Answer>) => usePoll(p), { initialProps: props, wrapper });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  let version = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(200, { v: ++version }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePoll', () => {
  it('does not poll on mount (the server rendered the data), then polls at the interval', async () => {
    const onData = vi.fn();
    const { result } = renderPoll({ onData });
    await advance(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(INTERVAL - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v');
    // Never a copy from the browser's cache (a poll late under stale-while-revalidate).
    expect(fetchMock.mock.calls[0]![1]?.cache).toBe('no-cache');
    expect(result.current.data).toEqual({ v: 1 });
    await advance(INTERVAL);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onData.mock.calls.map(([answer]) => answer)).toEqual([{ v: 1 }, { v: 2 }]);
    expect(result.current.data).toEqual({ v: 2 });
  });

  it('polls on mount when asked', async () => {
    renderPoll({ pollOnMount: true });
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['enabled: false', { enabled: false }],
    ['url: null', { url: null }],
  ])('%s: no polls at all', async (_name, options) => {
    renderPoll(options);
    await advance(INTERVAL * 5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops when disabled, and starts again when enabled', async () => {
    const { rerender } = renderPoll();
    await advance(INTERVAL);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const base = { url: '/api/v', schema, intervalMs: INTERVAL };
    rerender({ ...base, enabled: false });
    await advance(INTERVAL * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    rerender({ ...base, enabled: true });
    await advance(INTERVAL);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops when the interval function returns 0 for the latest answer', async () => {
    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(json(200, { v: 1 }))
      .mockResolvedValueOnce(json(200, { v: 2, done: true }))
      .mockResolvedValue(json(200, { v: 3 }));
    const intervalMs = vi.fn((latest: Answer | undefined) => (latest?.done ? 0 : INTERVAL));
    const { result } = renderPoll({ intervalMs });
    await advance(INTERVAL);
    await advance(INTERVAL);
    expect(result.current.data).toEqual({ v: 2, done: true });
    await advance(INTERVAL * 4);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(intervalMs).toHaveBeenLastCalledWith({ v: 2, done: true });
  });

  it('does not poll while the tab is hidden', async () => {
    renderPoll();
    await setVisibility('hidden');
    await advance(INTERVAL * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // SPEC section 4: "timer restarts when the tab becomes visible after more than 30 s".
  it('after more than 30 s hidden, polls at once and restarts the interval', async () => {
    renderPoll();
    await advance(5_000);
    await setVisibility('hidden');
    await advance(VISIBILITY_REARM_MS + 5_000); // t = 40 s, hidden 35 s
    expect(fetchMock).not.toHaveBeenCalled();
    await setVisibility('visible');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(INTERVAL - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after less than 30 s hidden, keeps the running interval and does not poll at once', async () => {
    renderPoll();
    await advance(5_000);
    await setVisibility('hidden');
    await advance(20_000); // t = 25 s, hidden 20 s; the 15 s tick was skipped
    await setVisibility('visible');
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(4_999); // the next tick of the running interval is at 30 s
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exactly 30 s hidden is not "more than 30 s"', async () => {
    renderPoll({ intervalMs: 60_000 });
    await setVisibility('hidden');
    await advance(VISIBILITY_REARM_MS);
    await setVisibility('visible');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', () => json(500, { error: { status: 500 } })],
    ['a wrong shape', () => json(200, { v: 'x' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    'ignores %s: keeps the data, reports to onError, polls again next time',
    async (_name, fail) => {
      const onError = vi.fn();
      const onData = vi.fn();
      fetchMock.mockReset();
      fetchMock
        .mockResolvedValueOnce(json(200, { v: 1 }))
        .mockImplementationOnce(async () => fail())
        .mockResolvedValue(json(200, { v: 2 }));
      const { result } = renderPoll({ onError, onData });
      await advance(INTERVAL);
      expect(result.current.data).toEqual({ v: 1 });
      await advance(INTERVAL);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(result.current.data).toEqual({ v: 1 });
      await advance(INTERVAL);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(result.current.data).toEqual({ v: 2 });
      expect(onData).toHaveBeenCalledTimes(2);
    },
  );

  it('pollNow polls outside the timer and never rejects', async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(503, {}));
    const { result } = renderPoll();
    await act(() => result.current.pollNow());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // SPEC section 7: the quiz is polled "by quiz id plus token" (a bearer header).
  it('sends the given headers with every poll', async () => {
    renderPoll({ headers: { authorization: 'Bearer one' } });
    await advance(INTERVAL * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer one');
      expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    }
  });

  it('other headers are another key: polled at once, never shown the old answer, one timer', async () => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url, init) =>
      json(200, { v: new Headers(init?.headers).get('authorization') === 'Bearer two' ? 2 : 1 }),
    );
    const base = { url: '/api/v', schema, intervalMs: INTERVAL };
    const { result, rerender } = renderPoll({ headers: { authorization: 'Bearer one' } });
    await advance(INTERVAL);
    expect(result.current.data).toEqual({ v: 1 });
    rerender({ ...base, headers: { authorization: 'Bearer two' } });
    expect(result.current.data).toBeUndefined();
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual({ v: 2 });
    // Equal headers in a new object on every render neither poll again nor restart the timer.
    rerender({ ...base, headers: { authorization: 'Bearer two' } });
    await advance(INTERVAL - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('two parts of a page polling the same key make one call per interval, and both see it', async () => {
    const both = renderHook(
      () => [
        usePoll<Answer>({ url: '/api/v', schema, intervalMs: INTERVAL }),
        usePoll<Answer>({ url: '/api/v', schema, intervalMs: INTERVAL }),
      ],
      { wrapper },
    );
    await advance(INTERVAL);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(both.result.current.map((poll) => poll.data)).toEqual([{ v: 1 }, { v: 1 }]);
    await advance(INTERVAL * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(both.result.current.map((poll) => poll.data)).toEqual([{ v: 3 }, { v: 3 }]);
  });

  it.each([
    ['never polled', undefined, 0, false],
    ['polled just now by another part', 10_000, 10_000, true],
    ['polled a third of an interval ago', 10_000, 15_000, true],
    ['polled half an interval ago', 10_000, 17_500, false],
    ['polled a whole interval ago', 10_000, 25_000, false],
  ])('a tick when the key was %s: left out = %s', (_case, lastAt, now, expected) => {
    expect(polledRecently(lastAt, now, 15_000)).toBe(expected);
  });

  it('stops polling on unmount', async () => {
    const { unmount } = renderPoll();
    unmount();
    await advance(INTERVAL * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
