// Shared data (exchange rates, weather, trending tags, flooding notice) refreshed every 15 s (SPEC
// section 9) through the one polling hook, which also handles the tab coming back after more than 30 s
// (section 4). Until the first answer the server-rendered values stand.
import { SHARED_DATA_REFRESH_MS } from '../constants';
import { sharedDataRefreshSchema, type SharedDataRefresh } from '../schemas/sharedDataRefresh';
import { usePoll } from './usePoll';

export const SHARED_DATA_URL = '/api/frontend/refresh';

export function useSharedData<T extends Partial<SharedDataRefresh>>(
  initial: T,
): T | SharedDataRefresh {
  const { data } = usePoll({
    url: SHARED_DATA_URL,
    schema: sharedDataRefreshSchema,
    intervalMs: SHARED_DATA_REFRESH_MS,
  });
  return data ?? initial;
}
