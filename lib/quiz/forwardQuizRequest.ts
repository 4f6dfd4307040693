// /api/quiz when the quiz service runs as its own process (QUIZ_SERVICE_URL): the browser still talks
// to the site (same origin, no CORS), and the site passes the request on: method, query string, body
// (bounded here too), bearer token, and the reader's address as the last X-Forwarded-For entry, which
// the service reads as the client with TRUST_PROXY=1 (its submission limit is per reader, not per
// site). The service's status, body and the headers a client acts on come back unchanged.
import { NO_STORE } from '@/lib/cachePolicy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../http/clientAddress';
import { QUIZ_MAX_BODY_BYTES, QUIZ_SERVICE_TIMEOUT_MS } from '../constants';
import { HttpError } from '../http/httpError';
import { graphqlErrorBody, readBoundedBody } from './graphqlHandler';
import { log, requestIdHeaders } from '@/lib/observability/log';

const PASSED_REQUEST_HEADERS = ['authorization', 'content-type', 'accept'] as const;
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'allow',
  'www-authenticate',
] as const;

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, { ...headers, 'Cache-Control': NO_STORE });
  res.end(body);
}

export async function forwardQuizRequest(
  serviceUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  { timeoutMs = QUIZ_SERVICE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'POST') {
    return send(res, 405, graphqlErrorBody('Method Not Allowed', 'METHOD'), {
      'Content-Type': 'application/json; charset=utf-8',
      Allow: 'GET, POST',
    });
  }
  let body: string | undefined;
  try {
    body = method === 'POST' ? await readBoundedBody(req, QUIZ_MAX_BODY_BYTES) : undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return send(res, error.status, graphqlErrorBody(error.message, 'PAYLOAD_TOO_LARGE'), {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  const target = new URL(serviceUrl);
  const query = (req.url ?? '').split('?')[1];
  if (query) target.search = query;
  const headers: Record<string, string> = {
    'x-forwarded-for': clientAddress(req),
    ...requestIdHeaders(),
  };
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let status: number;
  let text: string;
  const passed: Record<string, string> = {};
  try {
    const answer = await fetch(target, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = answer.status;
    text = await answer.text();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) passed[name] = value;
    }
  } catch (error) {
    log.error('quiz service unreachable', { serviceUrl, error });
    return send(res, 502, graphqlErrorBody('The quiz service is unavailable.', 'UNAVAILABLE'), {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  send(res, status, text, passed);
}
