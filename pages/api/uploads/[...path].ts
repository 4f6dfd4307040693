// GET /uploads/... (rewritten here): demo images from $DATA_DIR/uploads. A size suffix (_768 or
// _768x432, SPEC section 3) serves the same vector image at that size.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from '@/lib/http/apiRoute';
import { parseSizedImagePath } from '@/lib/rules/imageUrl';

const MAX_SIDE = 4000;

export default async function uploads(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? []);
  if (
    segments.some((s) => s === '..' || s.includes('/') || s.includes('\\') || s.startsWith('.'))
  ) {
    return sendError(res, 400, 'Bad path');
  }
  const { base, width, height } = parseSizedImagePath(segments.join('/'));
  if (!base.endsWith('.svg') || (width ?? 0) > MAX_SIDE || (height ?? 0) > MAX_SIDE) {
    return sendError(res, 404, 'Not Found');
  }
  const root = path.join(process.env.DATA_DIR ?? path.join(process.cwd(), 'var'), 'uploads');
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
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).send(svg);
}
