// POST /api/revalidate : on-demand revalidation for ops or a CMS webhook. Authenticated with the
// shared secret REVALIDATE_SECRET (header `Authorization: Bearer <secret>`, compared in constant
// time). Body: { "paths": ["/..."], "ids": [123] }; for ids every page that shows the article is
// refreshed, in both render modes. Without the right secret: 401 and nothing is revalidated.
import { NO_STORE } from '@/lib/cachePolicy';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getContentSource } from '@/lib/content/getContentSource';
import { pathsShowingArticle } from '@/lib/content/services/affectedPaths';
import { sendError, sentStoreUnavailable } from '@/lib/http/apiRoute';
import { secretMatches } from '@/lib/http/secretMatches';
import { appModePath } from '@/lib/routing/renderMode';
import { revalidateRequestSchema } from '@/lib/schemas/revalidate';

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendError(res, 405, 'Method Not Allowed');
  }
  const presented = req.headers.authorization?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(presented, process.env.REVALIDATE_SECRET)) {
    res.setHeader('WWW-Authenticate', 'Bearer');
    return sendError(res, 401, 'Unauthorized');
  }
  const parsed = revalidateRequestSchema.safeParse(req.body);
  if (!parsed.success) return sendError(res, 400, parsed.error.issues[0]?.message ?? 'bad body');

  const source = getContentSource();
  const paths = new Set(parsed.data.paths);
  const unknownIds: number[] = [];
  try {
    for (const id of parsed.data.ids) {
      const article = await source.getArticle({ id }, { includeInactive: true });
      if (article) pathsShowingArticle(article).forEach((path) => paths.add(path));
      else unknownIds.push(id);
    }
  } catch (error) {
    // The store cannot be read now (issue 29): the caller (a CMS webhook) sends it again later.
    if (sentStoreUnavailable(res, error)) return;
    throw error;
  }
  const revalidated: string[] = [];
  const failed: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path);
      revalidated.push(path);
    } catch {
      failed.push(path);
    }
  }
  // The app-mode copies of the same pages (lib/routing/renderMode.ts): one that was never opened in
  // the app cannot be refreshed and is rendered on its first request anyway, so failures here are
  // not the caller's concern.
  for (const path of revalidated) {
    const appPath = appModePath(path);
    if (appPath) await res.revalidate(appPath).catch(() => undefined);
  }
  res.setHeader('Cache-Control', NO_STORE);
  res.status(200).json({ revalidated, failed, unknownIds });
}
