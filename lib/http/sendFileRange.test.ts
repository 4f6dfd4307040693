// The demo audio is served with range requests (issue 16): 200 with Accept-Ranges, 206 with
// Content-Range, 416 outside the file; through the real /uploads route handler, over real HTTP.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import uploads from '@/pages/api/uploads/[...path]';

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
let server: http.Server;
let base = '';
let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-range-'));
  fs.mkdirSync(path.join(dataDir, 'uploads', 'audio', 'podcast'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'audio', 'podcast', 'a.mp3'), bytes);
  process.env.DATA_DIR = dataDir;
  // Next's API helpers the handler uses, on a bare Node server (as the rewrite /uploads/* does).
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const apiReq = Object.assign(req, {
      query: { path: url.pathname.replace(/^\/uploads\//, '').split('/') },
    }) as unknown as NextApiRequest;
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      },
      send(body: string) {
        res.end(body);
      },
    }) as unknown as NextApiResponse;
    void uploads(apiReq, apiRes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dataDir, { recursive: true });
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
});

const audio = () => `${base}/uploads/audio/podcast/a.mp3`;

describe('/uploads audio with range requests', () => {
  it('answers the whole file with Accept-Ranges', async () => {
    const answer = await fetch(audio());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    expect(answer.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['bytes=0-1', 'bytes 0-1/1000', 0, 2],
    ['bytes=500-', 'bytes 500-999/1000', 500, 1000],
    ['bytes=-10', 'bytes 990-999/1000', 990, 1000],
  ])('%s -> 206 %s', async (range, contentRange, from, to) => {
    const answer = await fetch(audio(), { headers: { Range: range } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(contentRange);
    expect(answer.headers.get('content-length')).toBe(String(to - from));
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes.subarray(from, to));
  });

  it('answers 416 for a range outside the file', async () => {
    const answer = await fetch(audio(), { headers: { Range: 'bytes=5000-' } });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await fetch(audio(), { method: 'HEAD', headers: { Range: 'bytes=0-99' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-length')).toBe('100');
  });

  it.each([
    ['/uploads/audio/podcast/missing.mp3', 404],
    ['/uploads/audio/.demo-audio.json', 400],
    ['/uploads/audio/podcast/a.wav', 404],
  ])('%s -> %d', async (url, status) => {
    const answer = await fetch(`${base}${url}`);
    expect(answer.status).toBe(status);
  });

  it('refuses POST with 405', async () => {
    const answer = await fetch(audio(), { method: 'POST' });
    expect(answer.status).toBe(405);
  });
});
