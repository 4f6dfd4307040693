// An editor's upload as a browser sends it, over real HTTP: the photo and the fields come through,
// and anything else (no form, no file, a file over the bound) is a clear 4xx.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SOURCE_MAX_BYTES } from '@/lib/constants';
import { HttpError } from './httpError';
import { readPhotoUpload } from './multipartPhoto';

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    readPhotoUpload(req).then(
      (upload) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ bytes: upload.data.length, name: upload.name, fields: upload.fields }),
        );
      },
      (error: unknown) => {
        // The whole body is read (or dropped) first, so the client sees the answer, not a reset.
        req.resume();
        res.statusCode = error instanceof HttpError ? error.status : 500;
        res.end(error instanceof HttpError ? error.reason : 'unexpected');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function form(file?: Blob, name = 'Őszi fotó.jpg') {
  const body = new FormData();
  body.set('caption', 'Ősz a Bükkben');
  body.set('credit', 'Kiss Anna');
  if (file) body.set('file', file, name);
  return body;
}

describe('reading a photo upload', () => {
  it('gives the file, its name and the fields', async () => {
    const answer = await fetch(url, {
      method: 'POST',
      body: form(new Blob([new Uint8Array(1000)])),
    });
    expect(await answer.json()).toEqual({
      bytes: 1000,
      name: 'Őszi fotó.jpg',
      fields: { caption: 'Ősz a Bükkben', credit: 'Kiss Anna' },
    });
  });

  it('answers 400 for a form without a file', async () => {
    const answer = await fetch(url, { method: 'POST', body: form() });
    expect(answer.status).toBe(400);
  });

  it('answers 415 for a body that is no form', async () => {
    const answer = await fetch(url, { method: 'POST', body: JSON.stringify({ caption: 'x' }) });
    expect(answer.status).toBe(415);
  });

  it('answers 413 for a file over the bound', async () => {
    const big = new Blob([new Uint8Array(IMAGE_SOURCE_MAX_BYTES + 1)]);
    const answer = await fetch(url, { method: 'POST', body: form(big) });
    expect(answer.status).toBe(413);
  });
});
