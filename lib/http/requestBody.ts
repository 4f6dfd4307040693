// The body of a POST that Next's body parser does not read (the route exports
// `config = { api: { bodyParser: false } }`): read to a bound, as JSON or a form, and checked with zod,
// so bad input is a 4xx that names the problem and never a 5xx.
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { isFormPost } from './formPosts';
import { HttpError } from './httpError';

/** Largest request body these endpoints read (a login is a few hundred bytes). */
export const MAX_BODY_BYTES = 16 * 1024;

/** The body as text, at most MAX_BODY_BYTES (413 beyond). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, 'Request body too large.', 'body-too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as an object: JSON, or a form (SPEC section 7: google/check takes a form). */
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (isFormPost(req)) {
    // A name sent more than once (a form's checkboxes) keeps every value, as an array.
    const params = new URLSearchParams(text);
    return Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
  }
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.', 'bad-json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object.', 'bad-json');
  }
  return body as Record<string, unknown>;
}

/** Fields checked with zod; the first problem becomes a 400 naming the field. */
export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  const missing = issue.code === 'invalid_type' && fields[field] === undefined;
  throw new HttpError(
    400,
    missing ? `Missing field: ${field}.` : `Invalid field: ${field}.`,
    missing ? 'missing-field' : 'invalid-field',
    { field },
  );
}
