// One GET of a remote adapter (the live-score cache API, the election results API): JSON with the
// request id, a timeout, 404 as "none" (null), and anything else that is not a valid answer of `schema`
// (a network failure, a bad status, a wrong shape) an UpstreamError naming the service and path.
import type * as z from 'zod/mini';
import { UpstreamError } from '../content/errors';
import { requestIdHeaders } from '@/lib/observability/log';

export async function getUpstreamJson<T extends z.ZodMiniType | z.core.$ZodType>(
  service: string,
  url: URL,
  schema: T,
  timeoutMs: number,
): Promise<z.output<T> | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...requestIdHeaders() },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(`${service} ${url.pathname}: ${(error as Error).name}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new UpstreamError(`${service} ${url.pathname}: HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  const parsed = (schema as z.ZodMiniType).safeParse(body);
  if (!parsed.success) throw new UpstreamError(`${service} ${url.pathname}: unexpected answer`);
  return parsed.data as z.output<T>;
}
