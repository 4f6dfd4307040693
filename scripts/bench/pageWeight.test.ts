import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { measurePageWeight } from './pageWeight';

// The first-load JS budget counts what a modern browser fetches: webpack's page chunks have
// URL-encoded names (`pages/%5Brovat%5D-….js` for `pages/[rovat]-….js`), and its legacy polyfills come
// in a `noModule` script that such a browser skips.
const page = `<!DOCTYPE html><html><head>
<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>
<script src="/_next/static/chunks/framework-1.js" defer=""></script>
<script src="/_next/static/chunks/pages/%5Brovat%5D-1.js" defer=""></script>
</head><body></body></html>`;

const files = {
  'chunks/polyfills-1.js': 'p'.repeat(5000),
  'chunks/framework-1.js': 'var framework = 1;',
  'chunks/pages/[rovat]-1.js': 'var page = 2;',
};
const gz = (text: string) => zlib.gzipSync(text).length;

let server: http.Server;
let origin: string;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, 'static', name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'static', name), content);
  }
  server = http.createServer((_req, res) => res.end(page));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

it('counts the page’s module scripts, encoded names included, and not the noModule polyfills', async () => {
  const weight = await measurePageWeight(origin, distDir, 'list', '/rovat/sport');
  expect(weight.scripts).toBe(2);
  expect(weight.firstLoadJsGzipBytes).toBe(
    gz(files['chunks/framework-1.js']) + gz(files['chunks/pages/[rovat]-1.js']),
  );
});
