// Shared set-up for component tests of polled data (the one polling hook, lib/hooks/usePoll.ts): a
// fresh SWR cache per render, and fake timers with a stubbed fetch per test.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Render wrapper: each test starts with an empty SWR cache. */
export function FreshSwrCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** Fake timers and a fetch mock (reset before each test) for the calling test file. */
export function fakeTimersAndFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
