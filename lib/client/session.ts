// Authenticated calls from the browser, with the session rules of SPEC sections 4 and 8
// (lib/rules/sessionRules.ts): an expired access token is refreshed once (one refresh shared by every
// call that needs it) and the call repeated once; a failed refresh, a 401 on the refresh itself, or a
// 403 in preview mode logs the reader out, resets local state and goes to /login.
import { sessionAction } from '../rules/sessionRules';
import { paths } from '../routing/paths';
import { ACCOUNT_API, anySchema } from './accountsApi';
import { ApiError, type AnswerSchema } from './apiClient';
import { apiRequest, type ApiRequestOptions } from './apiRequest';
import { log } from '@/lib/observability/log';

export interface SessionContext {
  /** Preview (draft) mode is on (Next's router.isPreview). */
  preview: boolean;
}

type Listener = () => void;
const resetListeners = new Set<Listener>();

/** Local state that a logout must reset (the user menu's user, a subscription view) registers here. */
export function onSessionReset(listener: Listener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Where the browser goes after a forced logout; tests replace it. */
export const navigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: calls that fail together wait for the same one. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= apiRequest(ACCOUNT_API.refresh, anySchema, { method: 'POST', body: {} })
    .then(() => true)
    .catch((error: unknown) => {
      // SPEC section 8: "A failed refresh is logged and ends in logout."
      log.warn('token refresh failed', { error: error });
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Ends the session here and on the server, resets local state; `goToLogin` then opens /login. */
export async function logout({ goToLogin }: { goToLogin: boolean }): Promise<void> {
  try {
    await apiRequest(ACCOUNT_API.logout, anySchema);
  } catch (error) {
    log.warn('logout call failed', { error: error });
  }
  for (const listener of resetListeners) listener();
  if (goToLogin) navigation.assign(paths.login());
}

export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

/** An API call on the reader's session (cookies), under SPEC section 4's rules. */
export async function sessionRequest<T>(
  url: string,
  schema: AnswerSchema<T>,
  options: ApiRequestOptions & {
    session?: SessionContext;
    /** Go to /login when the session ends (SPEC section 4); a background check may stay put. */
    goToLogin?: boolean;
  } = {},
): Promise<T> {
  const preview = options.session?.preview ?? false;
  for (let isRepeat = false; ; isRepeat = true) {
    try {
      return await apiRequest(url, schema, options);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'http') throw error;
      const action = sessionAction({
        status: error.status,
        message: error.serverMessage,
        isRefreshCall: url === ACCOUNT_API.refresh,
        isRepeat,
        preview,
      });
      if (action === 'rethrow') throw error;
      if (action === 'refresh-and-repeat' && (await refreshOnce())) continue;
      await logout({ goToLogin: options.goToLogin ?? true });
      throw new SessionEndedError('the session has ended', { cause: error });
    }
  }
}
