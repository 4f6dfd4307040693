// The public OpenAPI 3.1 document of pages/api (served at /api/openapi.json): one table of operations
// whose answers are the zod schemas of lib/schemas/ (and responseSchemas.ts), turned into JSON Schema
// 2020-12 by zod itself: the schemas the routes and the remote adapter use, so a change there changes
// the document. apiDocument.test.ts fails when a route under pages/api is missing from the table, and
// realAnswers.test.ts / tests/e2e/openapi.spec.ts when a real answer does not match its schema.
//
// The table is written one module per API area (a tag of the document) under operations/, and this
// module puts them together in the document's order and turns them into OpenAPI. Not beside each route:
// the document would then import every route handler and what it reaches (the stores, the mail
// port), the areas share parameters (search's also serve /rss/archivum), and an area's operations
// read best side by side. operation.ts says what one operation is.
import { z } from 'zod';
import { listItemSchema, listResultSchema, articleSchema } from '../schemas/article';
import { commonDataSchema, exchangeRateSchema } from '../schemas/commonData';
import { podcastEpisodeSchema } from '../schemas/podcast';
import type { Operation, OtherBody, Parameter, Schema } from './operation';
import { accountsOperations } from './operations/accounts';
import { articlesOperations } from './operations/articles';
import { documentsOperations } from './operations/documents';
import { editorOperations } from './operations/editor';
import { feedsOperations } from './operations/feeds';
import { frontPageOperations } from './operations/frontPage';
import { electionsOperations } from './operations/elections';
import { liveScoresOperations } from './operations/liveScores';
import { newslettersOperations } from './operations/newsletters';
import { opsOperations } from './operations/ops';
import { paymentsOperations } from './operations/payments';
import { podcastsOperations } from './operations/podcasts';
import { predictionsOperations } from './operations/predictions';
import { quizzesOperations } from './operations/quizzes';
import { searchOperations } from './operations/search';
import { sharedDataOperations } from './operations/sharedData';
import { topicsOperations } from './operations/topics';
import * as answers from './responseSchemas';

/** Every route under pages/api, by tag. */
export const apiOperations: Operation[] = [
  ...articlesOperations,
  ...searchOperations,
  ...frontPageOperations,
  ...sharedDataOperations,
  ...podcastsOperations,
  ...documentsOperations,
  ...feedsOperations,
  ...liveScoresOperations,
  ...electionsOperations,
  ...opsOperations,
  ...accountsOperations,
  ...editorOperations,
  ...newslettersOperations,
  ...quizzesOperations,
  ...topicsOperations,
  ...predictionsOperations,
  ...paymentsOperations,
];

const errorResponses = {
  400: ['BadRequest', 'Bad input (a malformed or too long parameter).'],
  401: ['Unauthorized', 'Missing or wrong secret or token.'],
  403: [
    'Forbidden',
    'Refused (a cross-site request, another account, a provider without a verified email).',
  ],
  404: [
    'NotFound',
    "Nothing by that name (statusMessage 'Page Not Found' and the path); so does every path under " +
      '/api that this document does not name, whatever the method.',
  ],
  405: ['MethodNotAllowed', 'Not a method of this path (the Allow header lists them).'],
  409: ['Conflict', 'It exists already and is not changed (the answer names the existing one).'],
  413: ['PayloadTooLarge', 'The request body (or the picture) is too large.'],
  415: ['UnsupportedMediaType', 'Not a body (or picture) of a type the route takes.'],
  422: ['UnprocessableContent', 'A picture that is broken, cut short or has too many pixels.'],
  429: ['TooManyRequests', 'Too many attempts: wait the Retry-After seconds.'],
} as const;

/** Named component schemas: every answer that uses them refers to them instead of repeating them. */
const namedSchemas: Record<string, Schema> = {
  ApiError: answers.apiErrorSchema,
  ListItem: listItemSchema,
  Article: articleSchema,
  ListResult: listResultSchema,
  Items: answers.itemsSchema,
  CommonData: commonDataSchema,
  ExchangeRate: exchangeRateSchema,
  PodcastEpisode: podcastEpisodeSchema,
};

function isOtherBody(answer: Operation['answer']): answer is OtherBody {
  return 'contentType' in answer;
}

type Json = Record<string, unknown>;

export interface ParameterObject extends Json {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  example?: string;
}

export interface OperationObject extends Json {
  operationId: string;
  'x-api-route'?: string;
  parameters?: ParameterObject[];
  responses: Record<string, Json>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

function without(object: Json, ...keys: string[]): Json {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

const jsonSchemaOptions = (io: 'input' | 'output') => ({
  target: 'draft-2020-12' as const,
  io,
  // No `unrepresentable: 'any'`: a transform in an answer schema must fail the tests, not be
  // documented as "anything".
  override: ({ jsonSchema }: { jsonSchema: { maximum?: number; minimum?: number } }) => {
    // zod bounds every integer to the safe range; in a document that is only noise.
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  },
});

/** JSON Schema 2020-12 as OpenAPI 3.1 embeds it: without a $schema (or $id) of its own. */
function inlineSchema(schema: Schema, io: 'input' | 'output'): Json {
  return without(z.toJSONSchema(schema, jsonSchemaOptions(io)), '$schema');
}

function parameterObject(parameter: Parameter): ParameterObject {
  const schema = inlineSchema(parameter.schema, 'input');
  return {
    name: parameter.name,
    in: parameter.in,
    description: parameter.description,
    required: parameter.in === 'path',
    ...(parameter.json ? { content: { 'application/json': { schema } } } : { schema }),
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
  };
}

export interface ApiDocumentOptions {
  /** Name of the edition the document describes. */
  title: string;
  /** Public origin of the edition. */
  serverUrl: string;
}

/** The OpenAPI 3.1 document of the table above; pure. */
export function buildApiDocument({ title, serverUrl }: ApiDocumentOptions): ApiDocument {
  // Answers go into components.schemas under a name (their own in namedSchemas, else the operation's),
  // so schemas used by several answers are written once and referred to.
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const refTo = (schema: Schema, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return { $ref: `#/components/schemas/${registry.get(schema)!.id}` };
  };

  const paths: ApiDocument['paths'] = {};
  for (const operation of apiOperations) {
    const { answer } = operation;
    const name = operation.id[0]!.toUpperCase() + operation.id.slice(1);
    const errorSuffix = isOtherBody(answer) && answer.textErrors ? 'Text' : '';
    (paths[operation.path] ??= {})[operation.method ?? 'get'] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.route ? { 'x-api-route': operation.route } : {}),
      ...(operation.parameters ? { parameters: operation.parameters.map(parameterObject) } : {}),
      ...(operation.requestBody
        ? {
            requestBody: {
              required: true,
              content: {
                [operation.requestContentType ?? 'application/json']: {
                  schema: inlineSchema(operation.requestBody, 'input'),
                },
              },
            },
          }
        : {}),
      ...(operation.security ? { security: [{ [operation.security]: [] }] } : {}),
      responses: {
        200: {
          description: 'OK',
          content: isOtherBody(answer)
            ? { [answer.contentType]: { schema: { type: 'string' } } }
            : { 'application/json': { schema: refTo(answer, `${name}Answer`) } },
        },
        ...(operation.created && !isOtherBody(answer)
          ? {
              201: {
                description: 'Created',
                content: { 'application/json': { schema: refTo(answer, `${name}Answer`) } },
              },
            }
          : {}),
        ...Object.fromEntries(
          (operation.errors ?? []).map((status) => [
            status,
            { $ref: `#/components/responses/${errorResponses[status][0]}${errorSuffix}` },
          ]),
        ),
      },
    };
  }

  const { schemas } = z.toJSONSchema(registry, {
    ...jsonSchemaOptions('output'),
    uri: (id) => `#/components/schemas/${id}`,
  });
  const responses = Object.fromEntries(
    Object.values(errorResponses).flatMap(([name, description]) => [
      [
        name,
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ],
      [`${name}Text`, { description, content: { 'text/plain': { schema: { type: 'string' } } } }],
    ]),
  );
  return {
    openapi: '3.1.1',
    info: {
      title: `${title} API`,
      version: '1.0.0',
      description:
        'The public JSON API (SPEC section 7), feeds and sitemaps. Errors of the JSON routes are ' +
        '`{ "error": { "status", "message" } }`; page numbers and sizes are clamped, never rejected.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, schema]) => [id, without(schema, '$schema', '$id')]),
      ),
      responses,
      securitySchemes: {
        revalidateSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The shared secret REVALIDATE_SECRET.',
        },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /api/login/otp/verify (or the hv_access cookie).',
        },
        firstStepToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The first-step token of POST /api/login.',
        },
        quizToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The voter token of POST /api/functions/get-quiz-token.',
        },
      },
    },
  };
}
