// What went wrong with a newsletter sign-up, in the reader's terms: the problem codes the sign-up form
// (with JavaScript) and the sign-up page (after a plain form post's 303) show, the field each one
// belongs to, its text and the page's status. One table, so both ways read the same; no zod here,
// the form's chunk loads it.
import type { NewsletterKey } from '../i18n/newsletter';

/** The sign-up's fields, as the form names its inputs and the API its JSON keys (SPEC section 7). */
export const SIGNUP_FIELDS = ['email', 'firstName', 'lastName', 'listCodes'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * What became of a stored sign-up's confirmation mail (the API's `mail`): sent now, queued (the mail
 * server did not take it now; the queue sends it when it can, issue 29), or one went within the last
 * minute. The form and the sign-up page each say it in their words.
 */
export const SIGNUP_MAIL_OUTCOMES = {
  sent: { form: 'newsletter.form.sent', page: 'newsletter.signup.sent' },
  queued: { form: 'newsletter.form.queued', page: 'newsletter.signup.queued' },
  'recently-sent': { form: 'newsletter.form.recentlySent', page: 'newsletter.signup.recentlySent' },
} as const satisfies Record<string, { form: NewsletterKey; page: NewsletterKey }>;
export type SignupMailOutcome = keyof typeof SIGNUP_MAIL_OUTCOMES;

export function isSignupMailOutcome(value: unknown): value is SignupMailOutcome {
  return typeof value === 'string' && Object.hasOwn(SIGNUP_MAIL_OUTCOMES, value);
}

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
  /** The store cannot take the sign-up now (503): nothing was stored. */
  unavailable: { field: null, key: 'newsletter.error.unavailable', status: 503 },
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

/** An error answer of POST /api/newsletter/subscribe: its status and body (lib/http/privateRoute.ts). */
export interface SignupErrorAnswer {
  status: number;
  reason?: unknown;
  field?: unknown;
}

/** The problem an error answer names. */
export function signupProblemOf({ status, reason, field }: SignupErrorAnswer): SignupProblem {
  if (status === 429) return 'rate-limited';
  if (status === 503) return 'unavailable';
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
