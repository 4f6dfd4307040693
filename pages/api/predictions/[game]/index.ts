// The tippjáték's API (issue 31 item 6). GET /api/predictions/{game}: the game, where it stands (taking
// tips, closed, scored) and, once scored, its result and leaderboard (names only with consent).
// POST /api/predictions/{game}: a reader's tip, as JSON ({ answers, name?, consent? }) or a form (a
// field per question, as the game page's form sends it); once per reader and game, before the deadline.
// A new tip answers 201 with its shareable key (a plain form post: 303 to the tip's page); a refusal
// is a clear 4xx with a Hungarian message (lib/predictions/predictionHttp.ts): 400 naming each
// question's problem, 403 when the game is not open, 409 with the earlier tip's key, 429 past the
// per-address limit. A plain form post that is refused goes back to the game page (303), which says
// why. Writes are refused cross-site. Unknown games are a 404.
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute, queryText, sendError } from '@/lib/http/apiRoute';
import { seeOther, wantsPage, isFormPost } from '@/lib/http/formPosts';
import { HttpError } from '@/lib/http/httpError';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { getPredictions } from '@/lib/predictions/getPredictions';
import {
  gameAnswer,
  readTipInput,
  refusalOf,
  submitAnswer,
  submitTipRequest,
} from '@/lib/predictions/predictionHttp';
import { PREDICTION_PROBLEM_PARAM } from '@/lib/predictions/predictionProblems';
import { paths, withQuery } from '@/lib/routing/paths';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export const config = { api: { bodyParser: false } };

const read = apiRoute(async (req) => {
  const service = await getPredictions();
  const game = service.game(queryText(req.query.game, 100) ?? '');
  return game ? gameAnswer(service, game) : null;
});

const write = privateRoute(['POST'], async (req, res) => {
  const service = await getPredictions();
  const game = service.game(queryText(req.query.game, 100) ?? '');
  if (!game) throw new HttpError(404, `Not Found: ${req.url}`, 'not-found');
  const page = isFormPost(req) && wantsPage(req);
  try {
    const input = await readTipInput(req, game);
    const outcome = await submitTipRequest(
      req,
      res,
      service,
      await getUserDataStore(),
      game,
      input,
    );
    const refusal = refusalOf(game, outcome);
    if (refusal) throw refusal;
    if (outcome.status !== 'created') throw new Error('a tip neither refused nor stored');
    const answer = submitAnswer(outcome.prediction);
    if (page) return seeOther(res, answer.data.path);
    sendJson(res, answer, 201);
  } catch (error) {
    if (!page || !(error instanceof HttpError)) throw error;
    // Without JavaScript the reader sees the refusal on the game page (the page's own form posts to
    // the page itself and keeps what was typed; this is for forms elsewhere that post here).
    seeOther(
      res,
      withQuery(paths.prediction(game.slug), { [PREDICTION_PROBLEM_PARAM]: error.reason }),
    );
  }
});

export default async function predictions(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'GET' || req.method === 'HEAD') return read(req, res);
  if (req.method === 'POST') return write(req, res);
  res.setHeader('Allow', 'GET, HEAD, POST');
  return sendError(res, 405, 'Method Not Allowed');
}
