// GET /uploads/... (rewritten here): demo images from $DATA_DIR/uploads. A size suffix (_768 or
// _768x432, SPEC section 3) serves the same vector image at that size. Demo audio (audio/*.mp3, issue
// 16) is streamed with range requests (206, Content-Range) so players can seek.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ANSWER_LIFETIME_SECONDS, fileCacheControl, IMMUTABLE_SECONDS } from '@/lib/cachePolicy';
import { sendError } from '@/lib/http/apiRoute';
import { sendFileRange } from '@/lib/http/sendFileRange';
import { parseSizedImagePath } from '@/lib/rules/imageUrl';

const MAX_SIDE = 4000;

const uploadsRoot = () =>
  path.join(process.env.DATA_DIR ?? path.join(process.cwd(), 'var'), 'uploads');

// The audio is streamed, not buffered: no body size limit applies.
export const config = { api: { responseLimit: false } };

export default async function uploads(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? []);
  if (
    segments.some((s) => s === '..' || s.includes('/') || s.includes('\\') || s.startsWith('.'))
  ) {
    return sendError(res, 400, 'Bad path');
  }
  const root = uploadsRoot();
  if (segments[0] === 'audio' && segments.at(-1)?.endsWith('.mp3')) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405, 'Method Not Allowed');
    }
    const file = path.join(root, ...segments);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return sendError(res, 404, 'Not Found');
    return sendFileRange(req, res, {
      file,
      size: stat.size,
      contentType: 'audio/mpeg',
      cacheControl: fileCacheControl(ANSWER_LIFETIME_SECONDS.upload),
    });
  }
  const { base, width, height } = parseSizedImagePath(segments.join('/'));
  if (!base.endsWith('.svg') || (width ?? 0) > MAX_SIDE || (height ?? 0) > MAX_SIDE) {
    return sendError(res, 404, 'Not Found');
  }
  let svg: string;
  try {
    svg = await fs.readFile(path.join(root, base), 'utf8');
  } catch {
    return sendError(res, 404, 'Not Found');
  }
  if (width) {
    const w = width;
    const h = height ?? Math.round((width * 9) / 16);
    svg = svg.replace(
      /^<svg([^>]*?) width="\d+" height="\d+"/,
      `<svg$1 width="${w}" height="${h}"`,
    );
  }
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', fileCacheControl(IMMUTABLE_SECONDS));
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).send(svg);
}
