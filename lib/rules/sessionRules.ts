// The client session rules of SPEC sections 4, 6 and 8, as pure decisions the API client acts on.

/** SPEC section 4: the two 401 messages that mean "refresh the token and ask again". */
export const EXPIRED_TOKEN_MESSAGES = [
  'Expired JWT Token',
  'Missing accessToken, use your refreshToken!',
] as const;

export type SessionAction =
  /** Refresh the token once, then repeat the request once. */
  | 'refresh-and-repeat'
  /** Log out, reset local state and go to /login. */
  | 'logout'
  /** Not a session matter: the caller gets the error. */
  | 'rethrow';

export interface FailedCall {
  status: number;
  /** The error message of the answer, if it had one. */
  message?: string;
  /** Whether the failed call was the token refresh itself. */
  isRefreshCall: boolean;
  /** Whether the call was already a repeat after a refresh (it is never repeated twice). */
  isRepeat: boolean;
  /** Preview (draft) mode is on. */
  preview: boolean;
}

/**
 * SPEC section 8: "401 on the refresh call itself: logout and go to /login. 401 with expired-token
 * message: refresh and repeat once. Other errors rethrown." and "403: thrown as 403; in preview mode
 * the user is logged out instead."
 */
export function sessionAction(call: FailedCall): SessionAction {
  if (call.isRefreshCall) return call.status === 401 ? 'logout' : 'rethrow';
  if (call.status === 403) return call.preview ? 'logout' : 'rethrow';
  if (call.status !== 401) return 'rethrow';
  const expired = (EXPIRED_TOKEN_MESSAGES as readonly string[]).includes(call.message ?? '');
  if (!expired) return 'rethrow';
  return call.isRepeat ? 'logout' : 'refresh-and-repeat';
}

/** SPEC section 6 and issue 14: the roles that may see inactive articles and open preview pages. */
export const PREVIEW_ROLES = ['editor'] as const;

export function canSeeInactive(role: string | null | undefined): boolean {
  return (PREVIEW_ROLES as readonly string[]).includes(role ?? '');
}
