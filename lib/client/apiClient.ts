// The one wrapper every browser call goes through (SPEC section 7: "Clients share a wrapper: retry off,
// progress indicator switchable per call"). It asks for JSON, turns a non-2xx answer into an ApiError
// carrying the status, validates the body with the caller's schema (a shape mismatch is an error too)
// and never retries. Schemas are taken structurally (anything with zod's safeParse), so this module
// pulls no zod into the pages that use it: callers choose how heavy their schema may be.
import { beginProgress, endProgress } from './progress';

/** What the wrapper needs of a schema: zod and zod/mini schemas both fit. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type ApiErrorKind = 'http' | 'network' | 'parse' | 'shape';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    /** HTTP status for 'http' (and 'parse'/'shape' of a 2xx answer); 0 when no answer came. */
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ApiGetOptions {
  /** Show the top progress bar while the call runs (default off: polls must not flicker it). */
  progress?: boolean;
  signal?: AbortSignal;
}

export async function apiGet<T>(
  url: string,
  schema: ResponseSchema<T>,
  { progress = false, signal }: ApiGetOptions = {},
): Promise<T> {
  if (progress) beginProgress();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError('network', url, 0, `GET ${url}: network error`, { cause: error });
    }
    if (!response.ok) {
      throw new ApiError('http', url, response.status, `GET ${url}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError('parse', url, response.status, `GET ${url}: not JSON`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError('shape', url, response.status, `GET ${url}: unexpected answer`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  } finally {
    if (progress) endProgress();
  }
}
