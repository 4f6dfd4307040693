// What became of a newsletter link (issue 17): the outcome codes the confirm and unsubscribe pages read
// from their query after a form post's 303, and the HTTP status of each, which the endpoints answer
// (server/linkAnswers.ts) and the pages show with. Client-safe: the link's page component names them.

/** The outcome codes a link's page reads from its query after the 303. */
export const LINK_OUTCOMES = ['done', 'used', 'expired', 'invalid'] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

/** The HTTP status of each outcome, for the JSON answer and for the page that shows it. */
export const LINK_OUTCOME_STATUS = {
  done: 200,
  used: 410,
  expired: 410,
  invalid: 404,
} as const satisfies Record<LinkOutcome, number>;
