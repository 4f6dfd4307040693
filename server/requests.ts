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
  type RequestContext,
} from '../lib/observability/logSink.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** nginx's id when it looks like one (hex, UUID), else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function requestListener(
  handle: Handler,
  logger: pino.Logger,
  requests: AsyncLocalStorage<RequestContext>,
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
          logger.info(
            {
              method: req.method,
              path: loggedUrl(path),
              pageKind: pageKindOf(path),
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
