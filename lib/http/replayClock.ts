// The replays' clock seam, for tests and demos only: with REPLAY_CLOCK_HEADER=1 in the server's
// environment, a request's X-Replay-Now header (Unix milliseconds, lib/rules/replayNow.ts) is the
// instant the sport and election replays (lib/rules/sportReplay.ts, lib/rules/electionReplay.ts) show
// that request, so an e2e test puts a replayed match or count where its page's fake clock is and every
// poll of the page sees the replay move with that clock, not with the server's. Only the replays read
// it: every other clock of the request (today's date, caches, tokens, limits) stays the server's, and
// an answer shown at a requested instant is no one else's, so no shared cache may keep it. Off (the
// default, and production): the header is ignored, whatever it holds.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { PRIVATE_NO_STORE } from '../cachePolicy';
import { REPLAY_NOW_HEADER } from '../constants';
import { readReplayNow } from '../rules/replayNow';
import { BadRequestError } from './apiRoute';

/** The environment switch of the seam: '1' turns it on. */
export const REPLAY_CLOCK_SWITCH = 'REPLAY_CLOCK_HEADER';

export interface ReplayClock {
  /** The instant the replays show this request; null: the server's clock. */
  now: number | null;
  /** The answer's Cache-Control: `shared`, unless the request named its own instant. */
  cacheControl(shared: string): string;
}

const SERVER_CLOCK: ReplayClock = { now: null, cacheControl: (shared) => shared };

/**
 * The replay clock a request asks for. A malformed instant, with the seam on, is a BadRequestError
 * (an API route answers it 400).
 */
export function replayClockOf(
  req: { headers: IncomingHttpHeaders },
  env: Record<string, string | undefined> = process.env,
): ReplayClock {
  if (env[REPLAY_CLOCK_SWITCH] !== '1') return SERVER_CLOCK;
  const asked = readReplayNow(req.headers[REPLAY_NOW_HEADER]);
  if (asked.kind === 'malformed') {
    throw new BadRequestError(`${REPLAY_NOW_HEADER} must be Unix milliseconds`);
  }
  return asked.kind === 'at'
    ? { now: asked.now, cacheControl: () => PRIVATE_NO_STORE }
    : SERVER_CLOCK;
}

/**
 * replayClockOf for a page rendered per request: a malformed instant renders the page on the server's
 * clock with a 400 (as a bad search filter renders an unfiltered search).
 */
export function pageReplayClock(
  req: { headers: IncomingHttpHeaders },
  res: Pick<ServerResponse, 'statusCode'>,
  env: Record<string, string | undefined> = process.env,
): ReplayClock {
  try {
    return replayClockOf(req, env);
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    res.statusCode = 400;
    return SERVER_CLOCK;
  }
}
