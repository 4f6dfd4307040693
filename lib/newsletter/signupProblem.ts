// What went wrong with a newsletter sign-up, in the reader's terms: the problem codes the sign-up form
// (with JavaScript) and the sign-up page (after a plain form post's 303) show, the field each one
// belongs to, its text and the page's status. One table, so both ways read the same; no zod here,
// the form's chunk loads it.
import type { NewsletterKey } from '../i18n/newsletter';

/** The sign-up's fields, as the form names its inputs and the API its JSON keys (SPEC section 7). */
export const SIGNUP_FIELDS = ['email', 'firstName', 'lastName', 'listCodes'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

export const SIGNUP_PROBLEMS = {
  'email-missing': { field: 'email', key: 'newsletter.error.emailMissing', status: 400 },
  'email-invalid': { field: 'email', key: 'newsletter.error.emailInvalid', status: 400 },
  'first-name-missing': {
    field: 'firstName',
    key: 'newsletter.error.firstNameMissing',
    status: 400,
  },
  'first-name-invalid': { field: 'firstName', key: 'newsletter.error.nameInvalid', status: 400 },
  'last-name-invalid': { field: 'lastName', key: 'newsletter.error.nameInvalid', status: 400 },
  'lists-missing': { field: 'listCodes', key: 'newsletter.error.listsMissing', status: 400 },
  'lists-invalid': { field: 'listCodes', key: 'newsletter.error.listsInvalid', status: 400 },
  'bad-request': { field: null, key: 'newsletter.error.badRequest', status: 400 },
  'rate-limited': { field: null, key: 'newsletter.error.rateLimited', status: 429 },
  'mail-failed': { field: null, key: 'newsletter.error.mail', status: 503 },
  /** The form's call got no answer at all (with JavaScript only). */
  network: { field: null, key: 'newsletter.error.network', status: 400 },
} as const satisfies Record<
  string,
  { field: SignupField | null; key: NewsletterKey; status: 400 | 429 | 503 }
>;
export type SignupProblem = keyof typeof SIGNUP_PROBLEMS;

export function isSignupProblem(value: unknown): value is SignupProblem {
  return typeof value === 'string' && Object.hasOwn(SIGNUP_PROBLEMS, value);
}

/** An error answer of POST /api/newsletter/subscribe: its status and body (lib/accounts/authHttp.ts). */
export interface SignupErrorAnswer {
  status: number;
  reason?: unknown;
  field?: unknown;
}

/** The problem an error answer names. */
export function signupProblemOf({ status, reason, field }: SignupErrorAnswer): SignupProblem {
  if (status === 429) return 'rate-limited';
  if (status === 503 || reason === 'mail-failed') return 'mail-failed';
  const missing = reason === 'missing-field';
  if (reason !== 'missing-field' && reason !== 'invalid-field') return 'bad-request';
  const name = typeof field === 'string' ? field.split('.')[0] : '';
  switch (name) {
    case 'email':
      return missing ? 'email-missing' : 'email-invalid';
    case 'firstName':
      return missing ? 'first-name-missing' : 'first-name-invalid';
    case 'lastName':
      return 'last-name-invalid';
    case 'listCodes':
      return missing ? 'lists-missing' : 'lists-invalid';
    default:
      return 'bad-request';
  }
}
