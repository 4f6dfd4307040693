// Props of the login page (/login, SPEC section 4): which step the form starts at, and why the last
// attempt was refused when the form was posted without JavaScript.
import type { AccountsKey } from '../i18n/accounts';
import type { ShellData } from './shellData';

/** A refused call's answer as the login form reads it (lib/accounts/authHttp.ts writes it). */
export interface RefusalBody {
  reason?: string;
  field?: string;
  retryAfter?: number;
  attemptsLeft?: number;
}

export interface LoginPageProps {
  shell: ShellData;
  /** The social sign-in provider sent the reader back with a code. */
  socialReturn: boolean;
  error: AccountsKey | null;
  /** Social sign-in is configured. */
  social: boolean;
  /** After a post without JavaScript: the code step (its token is in a cookie) and the refusal. */
  codeStep: boolean;
  refusal: RefusalBody | null;
}
