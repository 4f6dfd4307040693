// getServerSideProps of the tippjáték (/melleklet/tippjatek/{subSlug?}/{key?}; issue 31 item 6, SPEC
// section 2 route tippjatek), rendered per request and never cached: the page is personal (the
// reader's own tip) and takes its form's post.
// - no segment: the games, open ones first, each with its window;
// - {game}: the game; while open the form (or, when the reader has tipped, a link to their tip); after
//   the deadline the closed notice; once scored the result, the scoring rule and the leaderboard. A
//   plain form post (no script needed) is taken here, through the same service and limits as the API:
//   a new tip is answered 303 to its page, a refused one re-renders the form with the reader's input
//   and the problems, with the refusal's status (400, 403, 409, 429, 503);
// - {game}/{key}: the tip as made, its share link, and once scored its score and rank.
// Unknown games and keys are a 404.
import type { GetServerSideProps, GetServerSidePropsResult } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRIVATE_NO_STORE } from '../cachePolicy';
import { SUBMISSION_RATE_WINDOW_MS } from '../constants';
import { HttpError, storeUnavailableError } from '../http/httpError';
import { isCrossSite } from '../http/privateRoute';
import { predictionsText } from '../i18n/predictions';
import { getPredictions } from '../predictions/getPredictions';
import { readTipInput, refusalOf, submitTipRequest } from '../predictions/predictionHttp';
import {
  isPredictionProblem,
  PREDICTION_PROBLEM_PARAM,
  PREDICTION_PROBLEMS,
} from '../predictions/predictionProblems';
import type { PredictionService, TipInput } from '../predictions/predictionService';
import {
  emptyForm,
  formOf,
  gameSummary,
  gameView,
  resultView,
  tipPath,
  tipView,
} from '../predictions/predictionViews';
import { voterOf } from '../predictions/predictionVoter';
import { renderModeOf } from '../routing/renderMode';
import { SHARE_KEY_PATTERN } from '../rules/predictions';
import type { PredictionGame } from '../schemas/predictionGame';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type {
  PredictionGameSummary,
  PredictionPageProps,
  PredictionPageView,
} from '../view/predictionPage';
import { edition } from '@/editions/currentEdition';
import { loadShell } from './loadShell';
import { pageQueryText } from './pageQuery';

const t = predictionsText.bind(null, edition.locale);

/** Open games first (soonest deadline first), then those still to open, then the closed, newest first. */
function indexOrder(a: PredictionGameSummary, b: PredictionGameSummary): number {
  const order = { open: 0, upcoming: 1, closed: 2, scored: 2 } as const;
  const group = order[a.state] - order[b.state];
  if (group) return group;
  const at = (summary: PredictionGameSummary, field: 'opensAt' | 'closesAt') =>
    Date.parse(summary[field].iso);
  if (a.state === 'open') return at(a, 'closesAt') - at(b, 'closesAt');
  if (a.state === 'upcoming') return at(a, 'opensAt') - at(b, 'opensAt');
  return at(b, 'closesAt') - at(a, 'closesAt');
}

async function indexView(service: PredictionService): Promise<PredictionPageView> {
  const games = await Promise.all(
    service.games().map(async (game) => gameSummary(game, await service.stateOf(game))),
  );
  return { kind: 'index', games: games.sort(indexOrder) };
}

async function tipPageView(
  service: PredictionService,
  game: PredictionGame,
  key: string,
): Promise<PredictionPageView | null> {
  if (!SHARE_KEY_PATTERN.test(key)) return null;
  const tip = await service.tipByKey(key);
  if (!tip || tip.game !== game.slug) return null;
  const state = await service.stateOf(game);
  const ranking = state.result ? await service.ranking(game, state.result) : null;
  return {
    kind: 'tip',
    game: gameView(game, state),
    tip: tipView(game, tip, state.result, ranking),
  };
}

/** The game as the reader of `req` sees it: the form (as `form` has it), or their tip, or neither. */
async function gamePageView(
  service: PredictionService,
  game: PredictionGame,
  req: IncomingMessage,
  posted: { form?: ReturnType<typeof formOf>; notices?: string[]; ownTip?: string } = {},
): Promise<PredictionPageView> {
  const state = await service.stateOf(game);
  const ranking = state.result ? await service.ranking(game, state.result) : null;
  let form: ReturnType<typeof formOf> | null = null;
  let ownTip = posted.ownTip ?? null;
  if (state.window === 'open' && !ownTip) {
    const voter = await voterOf(req);
    const earlier = voter ? await service.tipOf(game, voter.voter) : null;
    if (earlier) {
      ownTip = tipPath(game.slug, earlier.key).path;
    } else if (posted.form) {
      form = posted.form;
    } else {
      const user = voter?.userId
        ? await (await getUserDataStore()).findUserById(voter.userId)
        : null;
      form = emptyForm(user?.name ?? '');
    }
  }
  return {
    kind: 'game',
    game: gameView(game, state),
    form,
    ownTip: ownTip ? { path: ownTip } : null,
    notices: form ? [] : (posted.notices ?? []),
    result: state.result && ranking ? resultView(game, state.result, ranking) : null,
  };
}

type PostedGame = Parameters<typeof gamePageView>[3] & { status: number; redirect?: string };

/** A plain form post of the game page: the tip taken (303 to its page) or the form again, as sent. */
async function takePost(
  service: PredictionService,
  game: PredictionGame,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<PostedGame> {
  let input: TipInput = { answers: {} };
  try {
    if (isCrossSite(req)) throw new HttpError(403, t('predictions.error.crossSite'), 'cross-site');
    input = await readTipInput(req, game);
    const outcome = await submitTipRequest(
      req,
      res,
      service,
      await getUserDataStore(),
      game,
      input,
    );
    if (outcome.status === 'created') {
      return { status: 303, redirect: tipPath(game.slug, outcome.prediction.key).path };
    }
    const refusal = refusalOf(game, outcome)!;
    if (outcome.status === 'invalid') {
      return { status: refusal.status, form: formOf(game, input, { outcome }) };
    }
    if (outcome.status === 'exists') {
      return {
        status: refusal.status,
        ownTip: tipPath(game.slug, outcome.prediction.key).path,
        notices: [refusal.message],
      };
    }
    return { status: refusal.status, notices: [refusal.message] };
  } catch (error) {
    const refused = error instanceof HttpError ? error : storeUnavailableError(error);
    if (!refused) throw error;
    for (const [name, value] of Object.entries(refused.headers)) res.setHeader(name, value);
    const message =
      refused.reason === 'store-unavailable' ? t('predictions.error.unavailable') : refused.message;
    // Whatever went wrong, what the reader typed comes back to them.
    return {
      status: refused.status,
      form: formOf(game, input, { general: [message] }),
      notices: [message],
    };
  }
}

/** A refusal a form elsewhere brought back from the API (?hiba=), as the game page says it. */
function problemFromQuery(query: Record<string, unknown>) {
  const reason = pageQueryText(
    query[PREDICTION_PROBLEM_PARAM] as string | string[] | undefined,
    40,
  );
  if (!isPredictionProblem(reason)) return null;
  const { key, status } = PREDICTION_PROBLEMS[reason];
  return { status, message: t(key, { minutes: SUBMISSION_RATE_WINDOW_MS / 60_000 }) };
}

export const predictionPageProps: GetServerSideProps<PredictionPageProps> = async ({
  params,
  query,
  req,
  res,
}): Promise<GetServerSidePropsResult<PredictionPageProps>> => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  const segments = [params?.path ?? []].flat();
  if (segments.length > 2) return { notFound: true };
  const service = await getPredictions();
  const shell = () => loadShell({ renderMode: renderModeOf(query) });

  if (segments.length === 0)
    return { props: { shell: await shell(), view: await indexView(service) } };
  const game = service.game(segments[0]!);
  if (!game) return { notFound: true };

  if (segments.length === 2) {
    const view = await tipPageView(service, game, segments[1]!);
    return view ? { props: { shell: await shell(), view } } : { notFound: true };
  }

  let posted: PostedGame = { status: 200 };
  if (req.method === 'POST') {
    posted = await takePost(service, game, req, res);
    if (posted.redirect) return { redirect: { destination: posted.redirect, statusCode: 303 } };
  } else {
    const problem = problemFromQuery(query);
    if (problem) posted = { status: problem.status, notices: [problem.message] };
  }
  const view = await gamePageView(service, game, req, posted);
  if (view.kind === 'game' && view.form && posted.notices?.length && !posted.form) {
    // A refusal brought back from the API, with the form still to fill: said above the form.
    view.form = { ...view.form, generalErrors: [...view.form.generalErrors, ...posted.notices] };
  }
  res.statusCode = posted.status;
  return { props: { shell: await shell(), view } };
};
