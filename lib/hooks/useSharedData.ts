// Shared data (exchange rates, weather, trending tags, flooding notice, pip status) refreshed every 15 s (SPEC
// section 9) through the one polling hook, which also handles the tab coming back after more than 30 s
// (section 4). Until the first answer the server-rendered values stand. The answer is checked with
// the route's own schema (lib/schemas/commonData.ts, zod/mini), loaded with the first poll rather than
// with the page: the front page's first-load JS is at its budget.
import { SHARED_DATA_REFRESH_MS } from '../constants';
import type { SharedDataRefresh } from '../schemas/commonData';
import { usePoll } from './usePoll';

export const SHARED_DATA_URL = '/api/frontend/refresh';

const refreshSchema = () =>
  import('../schemas/commonData').then(({ sharedDataRefreshSchema }) => sharedDataRefreshSchema);

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
    schema: refreshSchema,
    intervalMs: SHARED_DATA_REFRESH_MS,
    pollOnMount,
  });
  return data ?? initial;
}
