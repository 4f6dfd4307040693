// One wrapper for the endpoints that act for one reader (accounts, preview, newsletters, topics, the quiz
// token): any methods it lists, refused cross-site when it changes state, answers never cached, errors
// answered as JSON with a stable `reason` and never with a stack trace. apiRoute.ts is its counterpart
// for the public, cacheable read API.
import { NO_STORE } from '@/lib/cachePolicy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { BadRequestError } from './apiRoute';
import { HttpError, storeUnavailableError } from './httpError';
import { log } from '@/lib/observability/log';

/**
 * The error answer of these endpoints: `code` and `message` at the top, as the token layer the
 * SPEC's client rules expect ('Expired JWT Token'), and the site's usual `error` object.
 */
export function sendHttpError(res: ServerResponse, error: HttpError) {
  res.setHeader('Cache-Control', NO_STORE);
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(
    JSON.stringify({
      code: error.status,
      message: error.message,
      reason: error.reason,
      ...error.extra,
      error: { status: error.status, message: error.message },
    }),
  );
}

/**
 * CSRF: a state-changing request that a browser sends from another site is refused. Browsers mark
 * every request with Sec-Fetch-Site (or at least Origin on a POST); programs that send neither are
 * not browsers riding on a reader's cookies.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return typeof origin === 'string';
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/**
 * An endpoint for one reader: only the given methods, refused cross-site when it changes state,
 * answers never cached, HttpErrors sent as they are and anything unexpected logged and answered 500
 * without details. Bodies are read by the handler (requestBody.ts readFields): the route exports
 * `config = { api: { bodyParser: false } }` (a literal: Next reads it statically).
 */
export function privateRoute(methods: readonly string[], handler: Handler) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', NO_STORE);
    try {
      if (!methods.includes(req.method ?? '')) {
        throw new HttpError(405, 'Method Not Allowed', 'method', {}, { Allow: methods.join(', ') });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD' && isCrossSite(req)) {
        throw new HttpError(403, 'Cross-site request refused.', 'cross-site');
      }
      await handler(req, res);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof HttpError) return sendHttpError(res, error);
      if (error instanceof BadRequestError) {
        return sendHttpError(res, new HttpError(400, error.message, 'bad-request'));
      }
      const unavailable = storeUnavailableError(error);
      if (unavailable) {
        log.warn('account endpoint: the store is unavailable', { error });
        return sendHttpError(res, unavailable);
      }
      log.error(`account endpoint ${req.method} ${req.url?.split('?')[0]} failed`, {
        error: error,
      });
      sendHttpError(res, new HttpError(500, 'Internal Server Error', 'internal'));
    }
  };
}

/** A JSON answer no cache keeps. */
export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.statusCode = status;
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
