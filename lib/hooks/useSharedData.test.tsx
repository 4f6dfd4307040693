// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { SHARED_DATA_REFRESH_MS } from '../constants';
import type { SharedDataRefresh } from '../schemas/commonData';
import { SHARED_DATA_URL, useSharedData } from './useSharedData';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// SPEC section 4 / 9: shared data refresh every 15 s.
const initial: SharedDataRefresh = {
  exchangesRates: [{ currency: 'EUR', rate: 390, updown: 0, date: '2026-11-20' }],
  weatherData: [],
  trendingTags: [],
  floodingData: null,
};
const fresh = {
  ...initial,
  exchangesRates: [{ currency: 'EUR', rate: 391, updown: 1, date: '2026-11-20' }],
  componentSetup: {},
};

const fetchMock = fakeTimersAndFetch();
const wrapper = FreshSwrCache;

describe('useSharedData', () => {
  it('keeps the server data until the first refresh, then follows the refresh answer', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(fresh)));
    const { result } = renderHook(() => useSharedData(initial), { wrapper });
    expect(result.current).toBe(initial);
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(fetchMock.mock.calls[0]![0]).toBe(SHARED_DATA_URL);
    expect(result.current.exchangesRates?.[0]?.rate).toBe(391);
  });

  it('keeps the server data when the refresh fails or is malformed', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ exchangesRates: 'x' })));
    const { result } = renderHook(() => useSharedData(initial), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(initial);
  });
});
