// The script-readable cookie that says "a session may exist here" (set and cleared with the session
// cookies, lib/accounts/cookies.ts). Tiny on purpose: the header reads it on every page, so it must
// not pull the session client (and its schemas) into the first-load JavaScript.
export const SESSION_HINT_COOKIE = 'hv_session';

export function mayHaveSession(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`)
  );
}
