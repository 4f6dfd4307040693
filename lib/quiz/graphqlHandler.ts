// The quiz service's HTTP endpoint (issue 17, SPEC section 7) for Node's req/res: the same handler
// serves /api/quiz in the site and POST / (and GET /) of the standalone service (scripts/quiz/server.ts).
// GraphQL over HTTP: graphql-http reads the request (methods, content types, JSON body, GET
// parameters); parsing, validation and execution run on our own graphql import, because graphql-http
// ships CommonJS and ESM builds that may each load a different copy of graphql, whose schemas and
// errors the other copy does not recognise. Around it what a public endpoint needs: a voter token as
// the bearer (401 without one), a bounded body (413), our depth and cost limits, a per-address limit
// on submissions (429), mutations only by POST, and unexpected errors logged and masked. Bad input
// never gets a 5xx.
import { NO_STORE } from '@/lib/cachePolicy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { parseRequestParams, type RequestParams } from 'graphql-http';
import { QUIZ_MAX_BODY_BYTES, QUIZ_MAX_QUERY_COST, QUIZ_MAX_QUERY_DEPTH } from '../constants';
import { limitRequest } from '../engagement/submissionLimit';
import { HttpError, storeUnavailableError } from '../http/httpError';
import type { UserDataStore } from '../userdata/userDataStore';
import { QUIZ_SCHEMA } from './graphqlSchema';
import { costLimitRule, depthLimitRule } from './queryLimits';
import type { QuizService } from './quizService';
import { verifyQuizToken } from './quizToken';
import { log } from '@/lib/observability/log';

export interface QuizEndpointDeps {
  service: QuizService;
  /** Where submissions per address are counted (the user-data store, shared by every instance). */
  limiter: Pick<UserDataStore, 'hit'>;
  /** The quiz token secret (lib/quiz/quizToken.ts). */
  secret: Uint8Array;
  /**
   * Whether the schema may be introspected (`__schema`, `__type`): off unless asked for
   * (QUIZ_INTROSPECTION=1 in development), as a public endpoint need not describe itself (issue 28).
   */
  introspection?: boolean;
}

const VALIDATION_RULES = [
  ...specifiedRules,
  depthLimitRule(QUIZ_MAX_QUERY_DEPTH),
  costLimitRule(QUIZ_MAX_QUERY_COST),
];
const WITHOUT_INTROSPECTION = [...VALIDATION_RULES, NoSchemaIntrospectionCustomRule];

const JSON_TYPE = 'application/json; charset=utf-8';

/** An error answer in GraphQL's shape, so clients read every failure the same way. */
export function graphqlErrorBody(message: string, code: string, extra: object = {}): string {
  return JSON.stringify({ errors: [{ message, extensions: { code, ...extra } }] });
}

function sendError(res: ServerResponse, error: HttpError, code: string) {
  res.writeHead(error.status, {
    ...error.headers,
    'Content-Type': JSON_TYPE,
    'Cache-Control': NO_STORE,
  });
  res.end(graphqlErrorBody(error.message, code, error.extra));
}

/** The request body as text; a 413 once it passes `max` bytes (read no further). */
export async function readBoundedBody(req: IncomingMessage, max: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    throw new HttpError(413, `The body is larger than ${max} bytes.`, 'body-too-large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      throw new HttpError(413, `The body is larger than ${max} bytes.`, 'body-too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The bearer token of the request, if it has exactly one. */
function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Errors the client caused (syntax, validation, refused input) keep their message; anything a
 * resolver threw unexpectedly is logged here and answered without its details.
 */
function maskUnexpected(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  log.error('quiz service: operation failed', { error: original });
  return new GraphQLError('Internal server error.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

type MediaType = 'application/graphql-response+json' | 'application/json';

/**
 * What the client accepts, as graphql-http negotiates it: the GraphQL response type if asked for,
 * else JSON (the default, also for no Accept header); null for neither (406).
 */
function acceptedMediaType(req: IncomingMessage): MediaType | null {
  for (const accept of (req.headers.accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = accept.split(';');
    const charset = params.find((param) => param.startsWith('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8' && charset !== 'charset=utf8') continue;
    if (type === 'application/graphql-response+json') return type;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') {
      return 'application/json';
    }
  }
  return null;
}

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/**
 * A request refused before execution (syntax, validation): GraphQL over HTTP answers 200 to plain
 * JSON clients, 400 to those that accept the GraphQL response type.
 */
function requestErrors(errors: readonly GraphQLError[], mediaType: MediaType): Answer {
  return {
    status: mediaType === 'application/json' ? 200 : 400,
    body: JSON.stringify({ errors }),
    headers: { 'Content-Type': `${mediaType}; charset=utf-8` },
  };
}

interface Operation {
  req: IncomingMessage;
  params: RequestParams;
  mediaType: MediaType;
  voter: string;
  deps: QuizEndpointDeps;
}

async function runOperation({ req, params, mediaType, voter, deps }: Operation): Promise<Answer> {
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch (error) {
    if (error instanceof GraphQLError) return requestErrors([error], mediaType);
    throw error;
  }
  const rules = deps.introspection ? VALIDATION_RULES : WITHOUT_INTROSPECTION;
  const errors = validate(QUIZ_SCHEMA, document, rules);
  if (errors.length > 0) return requestErrors(errors, mediaType);
  const operation = getOperationAST(document, params.operationName);
  if (!operation) {
    return requestErrors([new GraphQLError('Unable to detect the operation to run.')], mediaType);
  }
  if (operation.operation === 'mutation') {
    if (req.method !== 'POST') {
      return {
        status: 405,
        body: graphqlErrorBody('Mutations are served over POST only.', 'METHOD'),
        headers: { 'Content-Type': JSON_TYPE, Allow: 'POST' },
      };
    }
    // Counted once the mutation proved valid, before it runs.
    await limitRequest(deps.limiter, 'quiz', req);
  }
  const result: ExecutionResult = await execute({
    schema: QUIZ_SCHEMA,
    document,
    operationName: params.operationName,
    variableValues: params.variables,
    contextValue: { service: deps.service, voter },
  });
  const body = result.errors ? { ...result, errors: result.errors.map(maskUnexpected) } : result;
  return {
    status: 200,
    body: JSON.stringify(body),
    headers: { 'Content-Type': `${mediaType}; charset=utf-8` },
  };
}

/** extensions.code of the errors answered before any GraphQL runs, by HTTP status. */
const ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  405: 'METHOD',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The endpoint: `deps` is asked per request (the store opens on first use). */
export function createQuizEndpoint(deps: () => Promise<QuizEndpointDeps>) {
  return async function quizEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = ({ status, body, headers = {} }: Answer) => {
      res.writeHead(status, { ...headers, 'Cache-Control': NO_STORE });
      res.end(body);
    };
    try {
      const method = req.method ?? 'GET';
      if (method !== 'GET' && method !== 'POST') {
        throw new HttpError(405, 'Method Not Allowed', 'method', {}, { Allow: 'GET, POST' });
      }
      const resolved = await deps();
      const voter = bearerToken(req);
      if (!voter || !verifyQuizToken(resolved.secret, voter)) {
        throw new HttpError(
          401,
          'A quiz token is required as the bearer token (POST /api/functions/get-quiz-token).',
          'no-token',
          {},
          { 'WWW-Authenticate': 'Bearer' },
        );
      }
      const mediaType = acceptedMediaType(req);
      if (!mediaType) {
        throw new HttpError(
          406,
          'Not Acceptable: answers are JSON.',
          'not-acceptable',
          {},
          {
            Accept:
              'application/graphql-response+json; charset=utf-8, application/json; charset=utf-8',
          },
        );
      }
      const body = method === 'POST' ? await readBoundedBody(req, QUIZ_MAX_BODY_BYTES) : null;
      let params: Awaited<ReturnType<typeof parseRequestParams>>;
      try {
        params = await parseRequestParams({
          method,
          url: req.url ?? '/',
          headers: req.headers,
          body,
          raw: req,
          context: undefined,
        });
      } catch (error) {
        // graphql-http's words for a request that is no GraphQL request (bad JSON, no query).
        throw new HttpError(400, (error as Error).message, 'bad-request');
      }
      // Or graphql-http's own answer, e.g. 415 for a body that is not JSON.
      if (!('query' in params)) {
        const [text, init] = params;
        throw new HttpError(init.status, init.statusText || text || 'Bad Request', 'bad-request');
      }
      send(await runOperation({ req, params, mediaType, voter, deps: resolved }));
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof HttpError)
        return sendError(res, error, ERROR_CODES[error.status] ?? 'BAD_REQUEST');
      const unavailable = storeUnavailableError(error);
      if (unavailable) {
        log.warn('quiz service: the store is unavailable', { error });
        return sendError(res, unavailable, 'SERVICE_UNAVAILABLE');
      }
      log.error(`quiz service: ${req.method} ${req.url?.split('?')[0]} failed`, { error: error });
      sendError(
        res,
        new HttpError(500, 'Internal server error.', 'internal'),
        'INTERNAL_SERVER_ERROR',
      );
    }
  };
}
