// One wrapper for every public JSON endpoint: GET/HEAD only, errors mapped to clear 4xx/5xx JSON (never
// a stack trace), and cache headers suited to a CDN in front.
import type { NextApiRequest, NextApiResponse } from 'next';
import { ANSWER_LIFETIME_SECONDS, NO_STORE, publicCacheControl } from '../cachePolicy';
import { NotFoundError, UpstreamError } from '../content/errors';
import { BadFiltersError } from '../rules/searchFilters';
import { HttpError, storeUnavailableError } from './httpError';
import { loggedUrl } from './loggedUrl';
import { log } from '@/lib/observability/log';

export class BadRequestError extends Error {
  override name = 'BadRequestError';
}

export interface ApiOptions {
  /** Seconds a shared cache may keep the answer (0 = no caching). */
  maxAge?: number;
  /**
   * Whether a shared cache may answer with an expired copy while it fetches a fresh one
   * (stale-while-revalidate, 10 x maxAge). Off for what live pages poll: the first reader after
   * expiry would get the old answer and wait a whole poll interval more (issue 29's spike).
   */
  serveStale?: boolean;
}

/**
 * What live pages poll (a live article's version, body and posts; the support page's minutes
 * counter): kept ANSWER_LIFETIME_SECONDS.live, never served stale, so a new post (a new donation)
 * reaches every reader within one poll interval and those seconds.
 */
export const LIVE_ANSWER: ApiOptions = { maxAge: ANSWER_LIFETIME_SECONDS.live, serveStale: false };

export function sendError(
  res: NextApiResponse,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  res.setHeader('Cache-Control', NO_STORE);
  res.status(status).json({ error: { status, message }, ...extra });
}

/** SPEC section 8: an unmatched route answers 404 with this statusMessage and the path. */
export const NOT_FOUND_STATUS_MESSAGE = 'Page Not Found';

/**
 * The JSON 404 (SPEC section 8): the usual error, plus statusMessage 'Page Not Found' and the path that
 * named nothing (without its query string, which may carry tokens).
 */
export function sendNotFound(res: NextApiResponse, url = '') {
  const path = url.split('?')[0]!;
  sendError(res, 404, `Not Found: ${path}`, { statusMessage: NOT_FOUND_STATUS_MESSAGE, path });
}

/**
 * Answers 503 with Retry-After when `error` means the store cannot be reached now (issue 29), so the
 * client sends it again later; false for any other error.
 */
export function sentStoreUnavailable(res: NextApiResponse, error: unknown): boolean {
  const unavailable = storeUnavailableError(error);
  if (!unavailable) return false;
  res.setHeader('Retry-After', unavailable.headers['Retry-After']!);
  sendError(res, 503, 'Service Unavailable');
  return true;
}

export function apiRoute(
  handler: (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>,
  { maxAge = ANSWER_LIFETIME_SECONDS.api, serveStale = true }: ApiOptions = {},
) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405, 'Method Not Allowed');
    }
    try {
      const body = await handler(req, res);
      if (res.headersSent) return;
      if (body === null || body === undefined) return sendNotFound(res, req.url);
      // A handler that answered something personal has set its own (private) Cache-Control.
      if (res.getHeader('Cache-Control') === undefined)
        res.setHeader('Cache-Control', publicCacheControl(maxAge, serveStale ? undefined : 0));
      res.status(200).json(body);
    } catch (error) {
      if (error instanceof BadRequestError || error instanceof BadFiltersError) {
        return sendError(res, 400, error.message);
      }
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        return sendError(res, error.status, error.message);
      }
      if (error instanceof NotFoundError) return sendNotFound(res, req.url);
      if (error instanceof UpstreamError) return sendError(res, 502, 'Bad Gateway');
      if (sentStoreUnavailable(res, error)) {
        log.warn(`API ${loggedUrl(req.url)}: the store is unavailable`, { error });
        return;
      }
      log.error(`API ${loggedUrl(req.url)} failed`, { error: error });
      return sendError(res, 500, 'Internal Server Error');
    }
  };
}

/** The first value of a query parameter as a string (arrays take their first element). */
export function queryText(
  value: string | string[] | undefined,
  maxLength = 500,
): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  if (text.length > maxLength)
    throw new BadRequestError(`query parameter too long (max ${maxLength})`);
  return text;
}

/** A positive integer path or query segment; anything else is a 400. */
export function requireId(value: string | string[] | undefined): number {
  const text = queryText(value, 20);
  if (!text || !/^\d{1,12}$/.test(text)) throw new BadRequestError('id must be a positive integer');
  return Number(text);
}
