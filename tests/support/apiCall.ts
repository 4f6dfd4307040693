// Test helper: calls a pages/api handler in-process as Next would, with a request of the given method,
// URL and query, and returns what the client receives: the status, the headers set (lower-case names)
// and the JSON body (undefined fields dropped, as JSON drops them). A `body` is sent as JSON (for the
// routes that read their own body), from the client address given.
import { Readable } from 'node:stream';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

export interface ApiCall {
  method?: string;
  url?: string;
  query?: NextApiRequest['query'];
  headers?: Record<string, string>;
  body?: unknown;
  address?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export async function callApi(
  handler: NextApiHandler,
  {
    method = 'GET',
    url = '/api',
    query = {},
    headers = {},
    body,
    address = '192.0.2.1',
  }: ApiCall = {},
): Promise<ApiAnswer> {
  const answer: ApiAnswer = { status: 200, headers: {}, body: undefined };
  let sent = false;
  const res = {
    get headersSent() {
      return sent;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      sent = true;
      return res;
    },
    send(body: unknown) {
      return res.json(body);
    },
    /** What the error answers write themselves (JSON text). */
    end(text?: string) {
      answer.body = text ? (JSON.parse(text) as unknown) : null;
      sent = true;
      return res;
    },
    set statusCode(code: number) {
      answer.status = code;
    },
    get statusCode() {
      return answer.status;
    },
  };
  const text = body === undefined ? '' : JSON.stringify(body);
  const req = Object.assign(Readable.from(text ? [Buffer.from(text)] : []), {
    method,
    url,
    query,
    headers: {
      host: 'localhost',
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    socket: { remoteAddress: address },
  });
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { ...answer, body: JSON.parse(JSON.stringify(answer.body ?? null)) as unknown };
}
