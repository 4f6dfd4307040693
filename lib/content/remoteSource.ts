// The remote adapter: calls a content API (SPEC section 7 contract) at CONTENT_API_URL and validates
// every response with the same zod schemas as the local store.
import type { z } from 'zod';
import type { EditionSlug } from '@/editions/editionSchema';
import { menusSchema } from '../schemas/menu';
import type { ContentSource } from './contentSource';
import { NotFoundError, UpstreamError } from './errors';

const TIMEOUT_MS = 5_000;

export function createRemoteSource(baseUrl: string): ContentSource {
  async function get<T extends z.ZodType>(
    path: string,
    schema: T,
    edition: EditionSlug,
  ): Promise<z.infer<T>> {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'x-edition': edition },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError(`GET ${url.pathname} failed: ${(error as Error).message}`);
    }
    if (response.status === 404) throw new NotFoundError(url.pathname);
    if (!response.ok) {
      throw new UpstreamError(`GET ${url.pathname} answered ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new UpstreamError(`GET ${url.pathname} answered an unexpected shape`);
    }
    return parsed.data;
  }

  return {
    getMenus: (edition) => get(`api/menus?edition=${edition}`, menusSchema, edition),
  };
}
