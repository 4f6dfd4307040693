// Shared data (exchange rates, weather, ...) refreshed every 15 s (SPEC section 9); when the tab comes
// back after more than 30 s hidden, it refreshes at once and the timer starts again (section 4).
import { useEffect } from 'react';
import useSWR from 'swr';
import { SHARED_DATA_REFRESH_MS, VISIBILITY_REARM_MS } from '../constants';
import type { CommonData } from '../schemas/commonData';

const REFRESH_URL = '/api/frontend/refresh';

async function fetchShared(url: string): Promise<CommonData> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as CommonData;
}

export function useSharedData<T extends Partial<CommonData>>(initial: T): T | CommonData {
  const { data, mutate } = useSWR(REFRESH_URL, fetchShared, {
    refreshInterval: SHARED_DATA_REFRESH_MS,
    revalidateOnFocus: false,
    revalidateOnMount: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    let hiddenAt = 0;
    function onVisibility() {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > VISIBILITY_REARM_MS) void mutate();
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [mutate]);
  return data ?? initial;
}
