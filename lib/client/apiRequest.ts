// Calls that send something or need the error answer's words (the account endpoints): a method, a JSON
// body, headers, the session cookies, and the error body's `message` (SPEC section 4's 'Expired JWT
// Token') on the ApiError. Apart from apiClient.ts so that only the pages that log in ship it.
import { apiCall, type AnswerSchema, type ApiGetOptions, type ErrorReader } from './apiClient';

export interface ApiRequestOptions extends ApiGetOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

const readError: ErrorReader = async (response) => {
  const body: unknown = await response.json().catch(() => undefined);
  const { message, error } = (body ?? {}) as { message?: unknown; error?: { message?: unknown } };
  const serverMessage =
    typeof message === 'string'
      ? message
      : typeof error?.message === 'string'
        ? error.message
        : undefined;
  return { serverMessage, body };
};

export function apiRequest<T>(
  url: string,
  schema: AnswerSchema<T>,
  { method = 'GET', body, headers = {}, ...options }: ApiRequestOptions = {},
): Promise<T> {
  return apiCall(
    url,
    schema,
    options,
    {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    },
    readError,
  );
}
