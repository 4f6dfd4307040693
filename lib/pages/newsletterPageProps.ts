// Server side of the newsletter pages (/hirlevel/{feliratkozas|megerosites|leiratkozas}, issue 17),
// rendered per request and never cached: the sign-up page shows a plain form post's outcome (after the
// API's 303) or the form; a confirm or unsubscribe link shows what its button will do, without doing
// it (mail scanners open links), or the outcome after the button. A link that cannot be used gets a
// clear page with 404 (not ours) or 410 (used, expired), never a 500. The page speaks English when
// every list it is about is English.
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import type { GetServerSideProps } from 'next';
import { editionNewsletters } from '@/editions/newsletterLists';
import { edition } from '@/editions/currentEdition';
import { LINK_OUTCOME_STATUS, LINK_OUTCOMES, type LinkOutcome } from '../newsletter/linkOutcomes';
import { localeOfLists } from '../newsletter/server/newsletterMail';
import { getNewsletter } from '../newsletter/server/newsletterHttp';
import { NEWSLETTER_PARAMS, newsletterStepOf } from '../newsletter/newsletterPaths';
import { isSignupMailOutcome, isSignupProblem, SIGNUP_PROBLEMS } from '../newsletter/signupProblem';
import { newsletterListView } from '../newsletter/newsletterSignupView';
import { renderModeOf } from '../routing/renderMode';
import type { NewsletterPageProps, NewsletterPageView } from '../view/newsletterPage';
import { loadShell } from './loadShell';

/** The longest query value read; a longer one is no token (and no outcome) at all. */
const MAX_QUERY_LENGTH = 200;

function queryValue(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= MAX_QUERY_LENGTH ? text : '';
}

export const newsletterPageProps: GetServerSideProps<NewsletterPageProps> = async ({
  params,
  query,
  res,
}) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  const step = newsletterStepOf(queryValue(params?.lepes).toLowerCase());
  if (!step) return { notFound: true };
  const lists = editionNewsletters(edition.slug);
  const listsNamed = (codes: readonly string[]) =>
    lists.filter((list) => codes.includes(list.code)).map(newsletterListView);
  const outcome = queryValue(query[NEWSLETTER_PARAMS.outcome]);
  let view: NewsletterPageView;
  let status = 200;

  if (step === 'signup') {
    if (isSignupMailOutcome(outcome)) {
      view = { step, kind: 'sent', mail: outcome };
    } else {
      const problem = isSignupProblem(outcome) ? outcome : null;
      view = { step, kind: 'form', lists: lists.map(newsletterListView), problem };
      if (problem) status = SIGNUP_PROBLEMS[problem].status;
    }
  } else {
    const token = queryValue(query[NEWSLETTER_PARAMS.token]);
    if ((LINK_OUTCOMES as readonly string[]).includes(outcome)) {
      // After the button: the API did it and sent the reader here (303) with the outcome.
      const named = queryValue(query[NEWSLETTER_PARAMS.lists]).split(',');
      view = {
        step,
        kind: 'outcome',
        outcome: outcome as LinkOutcome,
        lists: outcome === 'done' ? listsNamed(named) : [],
      };
    } else {
      const { newsletter } = await getNewsletter();
      const link = await newsletter.inspect(step, token);
      const shown = link.lists.map(newsletterListView);
      view =
        link.state === 'valid'
          ? { step, kind: 'ask', token, email: link.email!, lists: shown }
          : { step, kind: 'outcome', outcome: link.state, lists: shown };
    }
    if (view.kind === 'outcome') {
      // Leaving lists already left is no error: the reader's wish is met.
      const alreadyLeft = step === 'unsubscribe' && view.outcome === 'used';
      status = alreadyLeft ? 200 : LINK_OUTCOME_STATUS[view.outcome];
    }
  }

  res.statusCode = status;
  const shownLists = 'lists' in view ? view.lists : [];
  return {
    props: {
      shell: await loadShell({
        locale: localeOfLists(shownLists),
        renderMode: renderModeOf(query),
      }),
      view,
    },
  };
};
