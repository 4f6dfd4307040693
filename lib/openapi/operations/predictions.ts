// The document's operations of the predictions tag (issue 31 item 6): the tippjáték's games, a reader's
// tip (once per game, before the deadline) and a tip by its shareable key.
import {
  predictionGameAnswerSchema,
  predictionRequestSchema,
  predictionSubmitAnswerSchema,
  predictionTipAnswerSchema,
} from '../../schemas/predictionAnswers';
import { inPath, type Operation } from '../operation';

const game = inPath('game', 'The game’s slug (data/predictions/{slug}.json).', 'euro-2024-donto');

export const predictionsOperations: Operation[] = [
  {
    id: 'predictionGame',
    path: '/api/predictions/{game}',
    tag: 'predictions',
    summary: 'A prediction game: its questions, where it stands, and once scored its leaderboard',
    description:
      '`state` is upcoming, open (tips taken until `closesAt`), closed (waiting for the final ' +
      'result) or scored. Once scored, `result` holds the final figures and `leaderboard` the best ' +
      '20 tips (score = 1000 minus each question’s penalty times the error, never below 0; equal ' +
      'scores: the earlier tip first); a name only with its reader’s consent, else null.',
    parameters: [game],
    answer: predictionGameAnswerSchema,
    errors: [400, 404],
  },
  {
    id: 'submitPrediction',
    method: 'post',
    path: '/api/predictions/{game}',
    tag: 'predictions',
    summary:
      'Makes the reader’s tip in a game: once per reader, before the deadline; 201 with its key',
    description:
      'A JSON body, or a form with a field `tipp-{questionId}` per question, `nev` and ' +
      '`hozzajarulas`. The reader is the signed-in account, else the browser’s HttpOnly `hv_tipp` ' +
      'cookie (set by the first tip). Every question must be answered in range: a share 0-100 with ' +
      'one decimal at most, a count a whole number within its min and max, a choice one of its ' +
      'options; else 400 with `errors` by question id. 403 (`reason` not-open or closed) outside ' +
      'the game’s window; 409 (`reason` already-submitted) with the earlier tip’s `key`, `path` and ' +
      '`url` when the reader has tipped (nothing changes); 429 with Retry-After past the ' +
      'per-address limit. Messages are Hungarian. A browser form post (Accept: text/html) gets a 303 ' +
      'to the tip’s page, or back to the game page with `?hiba={reason}`. Refused cross-site.',
    parameters: [game],
    requestBody: predictionRequestSchema,
    answer: predictionSubmitAnswerSchema,
    created: true,
    errors: [400, 403, 404, 405, 409, 413, 429],
  },
  {
    id: 'predictionTip',
    path: '/api/predictions/{game}/{key}',
    tag: 'predictions',
    summary:
      'A tip by its shareable key: its answers, and once the game is scored its score and rank',
    parameters: [
      game,
      inPath('key', 'The tip’s share key (22 URL-safe characters).', 'RtyqQHCPPGHXVv6QkCx1pw'),
    ],
    answer: predictionTipAnswerSchema,
    errors: [400, 404],
  },
];
