// Each request: an id (nginx's X-Request-Id when it is a sane one, else a new UUID), answered back in
// the same header, the whole handling run inside that id's context (so every line logged on its behalf
// and every upstream call carries it), and one JSON line when the answer is done: method, path (query
// parameter names only), page kind, status and duration.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pino from 'pino';
import { loggedUrl } from '../lib/http/loggedUrl.ts';
import {
  pageKindOf,
  REQUEST_ID_HEADER,
  type MetricsSink,
  type RequestContext,
} from '../lib/observability/serverBridge.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** nginx's id when it looks like one (hex, UUID), else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Next's answer for an ISR page: HIT, STALE (regenerating behind it) or MISS. */
const ISR_RESULT_HEADER = 'x-nextjs-cache';

export function requestListener(
  handle: Handler,
  {
    logger,
    requests,
    metrics,
  }: { logger: pino.Logger; requests: AsyncLocalStorage<RequestContext>; metrics?: MetricsSink },
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    requests.run({ requestId }, () => {
      // Bound to the request's context: an aborted request's close comes from the socket, outside it.
      res.once(
        'close',
        AsyncLocalStorage.bind(() => {
          const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
          const path = req.url ?? '/';
          const pageKind = pageKindOf(path);
          const status = String(res.statusCode);
          metrics?.count('hirvonal_http_requests_total', { page_kind: pageKind, status });
          metrics?.observe('hirvonal_http_request_duration_seconds', durationMs / 1000, {
            page_kind: pageKind,
          });
          const isr = res.getHeader(ISR_RESULT_HEADER);
          if (typeof isr === 'string') {
            metrics?.count('hirvonal_isr_results_total', { page_kind: pageKind, result: isr });
          }
          logger.info(
            {
              method: req.method,
              path: loggedUrl(path),
              pageKind,
              status: res.statusCode,
              durationMs: Math.round(durationMs * 10) / 10,
              // A reader who left before the answer was complete.
              ...(res.writableFinished ? {} : { aborted: true }),
            },
            'request',
          );
        }),
      );
      handle(req, res).catch((error: unknown) => {
        logger.error({ error }, 'request handler failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
