// Streams a file with range support (lib/http/byteRange.ts): 200 with Accept-Ranges for the whole
// file, 206 with Content-Range for a range, 416 for a range outside it; HEAD answers the headers only.
// Plain Node request/response types, so a test can serve it from a bare http server.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseByteRange } from './byteRange';

export interface FileToSend {
  file: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

export function sendFileRange(req: IncomingMessage, res: ServerResponse, sent: FileToSend): void {
  const { file, size, contentType, cacheControl } = sent;
  const range = parseByteRange(
    typeof req.headers.range === 'string' ? req.headers.range : undefined,
    size,
  );
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  if (range.kind === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  res.statusCode = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
