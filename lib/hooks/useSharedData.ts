// Shared data (exchange rates, weather, trending tags, flooding notice, pip status) refreshed every 15 s (SPEC
// section 9) through the one polling hook, which also handles the tab coming back after more than 30 s
// (section 4). Until the first answer the server-rendered values stand.
import { SHARED_DATA_REFRESH_MS } from '../constants';
import { sharedDataRefreshSchema, type SharedDataRefresh } from '../schemas/sharedDataRefresh';
import { usePoll } from './usePoll';

export const SHARED_DATA_URL = '/api/frontend/refresh';

/**
 * `pollOnMount`: ask at once instead of after the first interval, for a part the server did not render
 * (the picture-in-picture player, mounted after hydration on every page).
 */
export function useSharedData<T extends Partial<SharedDataRefresh>>(
  initial: T,
  { pollOnMount = false }: { pollOnMount?: boolean } = {},
): T | SharedDataRefresh {
  const { data } = usePoll({
    url: SHARED_DATA_URL,
    schema: sharedDataRefreshSchema,
    intervalMs: SHARED_DATA_REFRESH_MS,
    pollOnMount,
  });
  return data ?? initial;
}
