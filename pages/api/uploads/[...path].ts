// GET /uploads/... (rewritten here) from $DATA_DIR/uploads: photos through the image service (a size
// suffix, _768 or _768x432 of SPEC section 3, names a variant; lib/images/server/imageService.ts),
// drawings (SVG: logos, maps, badges) at the size asked, and audio streamed with range requests
// (206, Content-Range) so players can seek.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ANSWER_LIFETIME_SECONDS, fileCacheControl, IMMUTABLE_SECONDS } from '@/lib/cachePolicy';
import { QueueFullError } from '@/lib/client/taskQueue';
import { sendError } from '@/lib/http/apiRoute';
import { sendFileRange } from '@/lib/http/sendFileRange';
import { ImageError } from '@/lib/images/server/imagePipeline';
import {
  imageVariant,
  PHOTO_EXTENSION,
  processImageService,
  uploadsRoot,
} from '@/lib/images/server/imageService';
import { parseSizedImagePath } from '@/lib/rules/imageUrl';
import { readEngine } from '@/lib/store/openStore';

const MAX_SIDE = 4000;

/**
 * The policy of every answer here, whatever it is (a photo, a drawing, audio, an error): an uploaded
 * file is never a document, and nothing in it may run or load anything (an SVG may hold script).
 */
const UPLOAD_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Seconds a client waits before asking again when too many conversions are waiting. */
const BUSY_RETRY_SECONDS = 5;

let service: ReturnType<typeof processImageService> | undefined;

// The audio is streamed, not buffered: no body size limit applies.
export const config = { api: { responseLimit: false } };

export default async function uploads(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Security-Policy', UPLOAD_POLICY);
  const segments = ([] as string[]).concat(req.query.path ?? []);
  if (
    segments.some((s) => s === '..' || s.includes('/') || s.includes('\\') || s.startsWith('.'))
  ) {
    return sendError(res, 400, 'Bad path');
  }
  const root = uploadsRoot();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendError(res, 405, 'Method Not Allowed');
  }
  if (PHOTO_EXTENSION.test(segments.at(-1) ?? '')) return servePhoto(req, res, segments.join('/'));
  if (segments[0] === 'audio' && segments.at(-1)?.endsWith('.mp3')) {
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
  res.status(200).send(svg);
}

async function servePhoto(req: NextApiRequest, res: NextApiResponse, relativePath: string) {
  service ??= processImageService(readEngine);
  try {
    const variant = await imageVariant(service, relativePath, req.headers.accept);
    if (!variant) return sendError(res, 404, 'Not Found');
    const stat = await fs.stat(variant.file);
    if (variant.negotiated) res.setHeader('Vary', 'Accept');
    sendFileRange(req, res, {
      file: variant.file,
      size: stat.size,
      contentType: variant.contentType,
      cacheControl: fileCacheControl(IMMUTABLE_SECONDS),
    });
  } catch (error) {
    if (error instanceof ImageError) return sendError(res, error.status, error.message);
    if (error instanceof QueueFullError) {
      res.setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
      return sendError(res, 503, 'Too many pictures are being made; try again shortly');
    }
    throw error;
  }
}
