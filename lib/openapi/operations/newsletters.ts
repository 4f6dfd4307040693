// The document's operations of the newsletters tag (issue 17): sign-up with double opt-in, the mails'
// links, the promo's hide buttons.
import {
  newsletterLinkAnswerSchema,
  newsletterPromoRequestSchema,
  newsletterSubscribeAnswerSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '../../newsletter/newsletterApiSchemas';
import { query, type Operation } from '../operation';

export const newslettersOperations: Operation[] = [
  {
    id: 'subscribeNewsletter',
    method: 'post',
    path: '/api/newsletter/subscribe',
    tag: 'newsletters',
    summary: 'Signs an address up to newsletters of this edition; mails the confirmation link',
    description:
      'A JSON or form body (SPEC section 7). The sign-up is stored before its mail goes out and is ' +
      'pending until the mailed link is confirmed. Repeating it stores nothing twice; the mail goes ' +
      'again after a minute at the earliest. 400 names the bad field (`field`); 429 with ' +
      'Retry-After past the per-address limit; 503 with Retry-After when the mail could not be sent ' +
      '(the sign-up stays stored: `stored: true`). A browser form post (Accept: text/html) gets a ' +
      '303 to /hirlevel/feliratkozas with the outcome instead. Refused cross-site.',
    requestBody: newsletterSubscribeRequestSchema,
    answer: newsletterSubscribeAnswerSchema,
    errors: [400, 403, 405, 413, 429],
  },
  {
    id: 'confirmNewsletter',
    method: 'post',
    path: '/api/newsletter/confirm',
    tag: 'newsletters',
    summary: 'Confirms a sign-up with the token of its mail’s link (once, before it expires)',
    description:
      '404 for a token that is not this edition’s, 410 (`reason` token-used or token-expired) for ' +
      'one used or expired. A browser form post gets a 303 to /hirlevel/megerosites with the ' +
      'outcome. Limited per address; refused cross-site.',
    requestBody: newsletterTokenRequestSchema,
    answer: newsletterLinkAnswerSchema,
    errors: [400, 403, 404, 405, 413, 429],
  },
  {
    id: 'unsubscribeNewsletter',
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    tag: 'newsletters',
    summary: 'Unsubscribes: the List-Unsubscribe one-click post (RFC 8058) or the page’s button',
    description:
      'The token in the URL (as the List-Unsubscribe header gives it, with the body ' +
      '`List-Unsubscribe=One-Click`) or in the body. Idempotent and never rate-limited. 404 for a ' +
      'token that is not this edition’s. A browser form post gets a 303 to /hirlevel/leiratkozas.',
    parameters: [query('token', 'The token of the mail’s unsubscribe link.')],
    requestBody: newsletterTokenRequestSchema,
    answer: newsletterLinkAnswerSchema,
    errors: [400, 404, 405, 413],
  },
  {
    id: 'openUnsubscribeLink',
    path: '/api/newsletter/unsubscribe',
    tag: 'newsletters',
    summary: 'A 303 to the unsubscribe page, which asks before anything is done',
    parameters: [query('token', 'The token of the mail’s unsubscribe link.')],
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400],
  },
  {
    id: 'hideNewsletterPromo',
    method: 'post',
    path: '/api/newsletter/promo',
    tag: 'newsletters',
    summary: 'Hides the newsletter promo (SPEC §4, §9): sets its cookie, 303 back',
    description:
      'A form: place (front, article), kind (temporary: 1 day on the front page, 2 days on ' +
      'articles; permanent: 2 years, everywhere) and back, a path on this site. Refused cross-site.',
    requestBody: newsletterPromoRequestSchema,
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [400, 403, 405, 413],
  },
];
