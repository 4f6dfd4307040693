// The wrapper of the XML and plain-text endpoints (feeds, sitemaps, robots.txt): GET/HEAD only, the
// body with its own Content-Type and CDN cache headers; errors as short plain text that feed readers
// and crawlers show as they are (never a stack trace): bad input 400, unknown list 404, upstream 502.
import type { NextApiRequest, NextApiResponse } from 'next';
import { NotFoundError, UpstreamError } from '../content/errors';
import { BadRequestError } from '../http/apiRoute';
import { BadFiltersError } from '../rules/searchFilters';
import { loggedUrl } from '../http/loggedUrl';
import { log } from '@/lib/observability/log';
import { ANSWER_LIFETIME_SECONDS, NO_STORE, publicCacheControl } from '../cachePolicy';

export interface XmlBody {
  body: string;
  contentType: string;
  /** Overrides ANSWER_LIFETIME_SECONDS.xml (e.g. longer for sitemaps of past months). */
  maxAge?: number;
}

export function sendText(res: NextApiResponse, status: number, message: string) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(status).send(`${status} ${message}\n`);
}

export function xmlRoute(handler: (req: NextApiRequest) => Promise<XmlBody | null>) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    try {
      const result = await handler(req);
      if (!result) return sendText(res, 404, 'Not Found');
      res.setHeader('Content-Type', result.contentType);
      res.setHeader(
        'Cache-Control',
        publicCacheControl(result.maxAge ?? ANSWER_LIFETIME_SECONDS.xml),
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).send(result.body);
    } catch (error) {
      if (error instanceof BadRequestError || error instanceof BadFiltersError) {
        return sendText(res, 400, `Bad Request: ${error.message}`);
      }
      if (error instanceof NotFoundError) return sendText(res, 404, 'Not Found');
      if (error instanceof UpstreamError) return sendText(res, 502, 'Bad Gateway');
      log.error(`${loggedUrl(req.url)} failed`, { error: error });
      return sendText(res, 500, 'Internal Server Error');
    }
  };
}
