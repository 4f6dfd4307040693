// The one wrapper every browser call goes through (SPEC section 7: "Clients share a wrapper: retry off,
// progress indicator switchable per call"). It asks for JSON, turns a non-2xx answer into an ApiError
// carrying the status, validates the body with the caller's schema (a shape mismatch is an error too)
// and never retries. Schemas are taken structurally (anything with zod's safeParse), so this module
// pulls no zod into the pages that use it. A caller whose page has no room for zod/mini in its
// first-load JS passes a loader instead (`() => import(...)`): the schema's chunk is then fetched
// beside the first call, and its answer is checked by the same schema as everywhere else.
import { beginProgress, endProgress } from './progress';

/** What the wrapper needs of a schema: zod and zod/mini schemas both fit. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A schema, or a loader of one (a dynamic import, so it stays out of the page's first load). */
export type AnswerSchema<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export type ApiErrorKind = 'http' | 'network' | 'parse' | 'shape';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    /** HTTP status for 'http' (and 'parse'/'shape' of a 2xx answer); 0 when no answer came. */
    readonly status: number,
    message: string,
    options?: { cause?: unknown; serverMessage?: string; body?: unknown },
  ) {
    super(message, options);
    this.serverMessage = options?.serverMessage;
    this.body = options?.body;
  }
  /** The `message` of an error answer (e.g. 'Expired JWT Token', SPEC section 4), if it had one. */
  readonly serverMessage: string | undefined;
  /** The parsed body of an error answer, if it was JSON. */
  readonly body: unknown;
}

export interface ApiGetOptions {
  /** Show the top progress bar while the call runs (default off: polls must not flicker it). */
  progress?: boolean;
  signal?: AbortSignal;
}

/** What an error answer said (its parsed body and `message`); lib/client/apiRequest.ts reads it. */
export type ErrorReader = (
  response: Response,
) => Promise<{ serverMessage?: string; body?: unknown }>;

/**
 * One call: `init` as given, a non-2xx answer as an ApiError (with what `readError` made of its body),
 * a 2xx answer validated by `schema`. Kept small: every page's polls ship it.
 */
export async function apiCall<T>(
  url: string,
  schema: AnswerSchema<T>,
  { progress = false, signal }: ApiGetOptions,
  init: RequestInit,
  readError?: ErrorReader,
): Promise<T> {
  const what = `${init.method ?? 'GET'} ${url}`;
  // A loader runs beside the call, not after it; a failed load is a network error (nothing checked).
  const loading = typeof schema === 'function' ? schema() : null;
  loading?.catch(() => {});
  if (progress) beginProgress();
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError('network', url, 0, `${what}: network error`, { cause: error });
    }
    if (!response.ok) {
      throw new ApiError('http', url, response.status, `${what}: HTTP ${response.status}`, {
        ...(await readError?.(response)),
      });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError('parse', url, response.status, `${what}: not JSON`, { cause: error });
    }
    let check = schema as ResponseSchema<T>;
    if (loading) {
      try {
        check = await loading;
      } catch (error) {
        throw new ApiError('network', url, 0, `${what}: schema not loaded`, { cause: error });
      }
    }
    const parsed = check.safeParse(body);
    if (!parsed.success) {
      throw new ApiError('shape', url, response.status, `${what}: unexpected answer`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  } finally {
    if (progress) endProgress();
  }
}

export function apiGet<T>(
  url: string,
  schema: AnswerSchema<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiCall(url, schema, options, { headers: { accept: 'application/json' } });
}
