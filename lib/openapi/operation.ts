// One operation of the OpenAPI document (apiDocument.ts) as the tables under operations/ write it, the
// builders of its parameters, and the parameters several API areas share.
import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';

export type Schema = z.core.$ZodType;

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  description: string;
  schema: Schema;
  /** A value that works; the tests put it into real URLs. */
  example?: string;
  /** The value is URL-encoded JSON of `schema` (documented as OpenAPI `content`). */
  json?: boolean;
}

/** A body that is not JSON (feeds, sitemaps, robots.txt, images). */
export interface OtherBody {
  contentType: string;
  /** The XML and text routes (lib/feeds/xmlRoute.ts) answer errors as text/plain, not JSON. */
  textErrors: boolean;
}

export interface Operation {
  /** operationId; also names the answer's schema in components when it has no name of its own. */
  id: string;
  method?: 'get' | 'post' | 'delete';
  /** Public path template. */
  path: string;
  /** The pages/api route a rewritten public path is served by (lib/routing/internalRewrites.ts). */
  route?: string;
  tag: string;
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: Schema;
  /** How the request body is sent: JSON unless said otherwise (a photo upload is a form). */
  requestContentType?: 'application/json' | 'multipart/form-data';
  answer: Schema | OtherBody;
  /** Answers 201 (with the same body) when it creates something, 200 when it existed already. */
  created?: boolean;
  /** The 4xx answers besides 200 (every route may also answer 5xx). */
  errors?: Array<400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429>;
  /** Security scheme name (components.securitySchemes). */
  security?: string;
}

export const query = (
  name: string,
  description: string,
  schema: Schema = z.string(),
  example?: string,
): Parameter => ({ name, in: 'query', description, schema, ...(example ? { example } : {}) });
export const inPath = (
  name: string,
  description: string,
  example: string,
  schema: Schema = z.string(),
) => ({ name, in: 'path', description, schema, example }) satisfies Parameter;
export const jsonQuery = (name: string, description: string, schema: Schema): Parameter => ({
  ...query(name, description, schema),
  json: true,
});

/** Integer query values (page numbers, sizes, versions). */
export const whole = z.number().int();
export const page = query('page', 'Page number; absent, 0, negative or malformed means 1.', whole);
export const perPage = query('perPage', `Page size, clamped to 1..${MAX_PER_PAGE}.`, whole);
/** An article, live blog or group id in a path or query. */
export const numericId = z.string().regex(/^\d{1,12}$/);
export const slug = (what: string, example: string) =>
  inPath('slug', `The ${what}'s slug.`, example);
