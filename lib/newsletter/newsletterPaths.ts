// The paths of the newsletter flow (issue 17): its API endpoints and its pages under /hirlevel (the
// sign-up result, the confirm and the unsubscribe page, one page file: pages/hirlevel/[lepes].tsx) with
// their query parameters. Kept apart from lib/routing/paths.ts, which every page's bundle carries:
// only the newsletter's own pages, the sign-up form and the server name these.
import { withQuery } from '../routing/paths';

export const NEWSLETTER_API = {
  subscribe: '/api/newsletter/subscribe',
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
  promo: '/api/newsletter/promo',
} as const;

/** The sign-up document, /dokumentum/feliratkozas-hirlevelekre (the form sits under its body). */
export const NEWSLETTER_SIGNUP_DOC = 'feliratkozas-hirlevelekre';

/** The newsletter pages and their path segments under /hirlevel. */
export const NEWSLETTER_STEPS = {
  signup: 'feliratkozas',
  confirm: 'megerosites',
  unsubscribe: 'leiratkozas',
} as const;
export type NewsletterStep = keyof typeof NEWSLETTER_STEPS;

export const NEWSLETTER_PAGE_ROOT = '/hirlevel';

/** Query parameters of the newsletter pages. */
export const NEWSLETTER_PARAMS = {
  /** A link's token (the confirm and unsubscribe links of the mails). */
  token: 'token',
  /** What a form post did (after its 303): an outcome or a problem code. */
  outcome: 'eredmeny',
  /** The lists it did it to, by code, separated by commas. */
  lists: 'lista',
} as const;

export function newsletterStepPath(
  step: NewsletterStep,
  query: { token?: string; outcome?: string; lists?: readonly string[] } = {},
): string {
  return withQuery(`${NEWSLETTER_PAGE_ROOT}/${NEWSLETTER_STEPS[step]}`, {
    [NEWSLETTER_PARAMS.token]: query.token,
    [NEWSLETTER_PARAMS.outcome]: query.outcome,
    [NEWSLETTER_PARAMS.lists]: query.lists?.length ? query.lists.join(',') : undefined,
  });
}

/** The step a /hirlevel path segment names, or null. */
export function newsletterStepOf(segment: string | undefined): NewsletterStep | null {
  const found = Object.entries(NEWSLETTER_STEPS).find(([, value]) => value === segment);
  return found ? (found[0] as NewsletterStep) : null;
}
