// nginx's cache answers as counters (issue 29, item 2): what a log line counts as, and the exporter
// following a real log file that grows and is rotated.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { answerLabels, startExporter } from './nginxExporter';

const line = (status: number, cache: string) =>
  JSON.stringify({ time: '2026-11-26T10:00:00+00:00', request: 'GET / HTTP/1.1', status, cache });

describe('answerLabels', () => {
  it.each([
    [line(200, 'HIT'), { cache: 'HIT', status: '2xx' }],
    [line(200, 'STALE'), { cache: 'STALE', status: '2xx' }],
    [line(304, 'REVALIDATED'), { cache: 'REVALIDATED', status: '3xx' }],
    [line(503, ''), { cache: 'none', status: '5xx' }],
    [line(404, 'nonsense'), { cache: 'none', status: '4xx' }],
    ['not json', null],
    [JSON.stringify({ status: 'x' }), null],
    [JSON.stringify({ status: 99 }), null],
  ])('%s', (text, expected) => {
    expect(answerLabels(text)).toEqual(expected);
  });
});

describe('the exporter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-exporter-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts the lines nginx appends, also after the log was rotated', async () => {
    const log = path.join(dir, 'access.log');
    fs.writeFileSync(log, `${line(200, 'HIT')}\n${line(200, 'MISS')}\n`);
    const exporter = startExporter({ log, port: 0, host: '127.0.0.1' });
    try {
      await new Promise((resolve) => exporter.server.once('listening', resolve));
      const { port } = exporter.server.address() as AddressInfo;
      const soon = { timeout: 15_000 };
      const count = async (labels: string) => {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        const found = new RegExp(`^hirvonal_nginx_responses_total\\{${labels}\\} (\\d+)`, 'm').exec(
          text,
        );
        return Number(found?.[1] ?? 0);
      };
      expect(await count('cache="HIT",status="2xx"')).toBe(1);
      // Half a line first, as nginx's buffered writes may leave it: counted once it is whole.
      fs.appendFileSync(log, `${line(200, 'HIT')}\n${line(200, 'HIT').slice(0, 20)}`);
      await vi.waitFor(async () => expect(await count('cache="HIT",status="2xx"')).toBe(2), soon);
      fs.appendFileSync(log, `${line(200, 'HIT').slice(20)}\n`);
      await vi.waitFor(async () => expect(await count('cache="HIT",status="2xx"')).toBe(3), soon);
      // Rotated: a new, shorter file.
      fs.writeFileSync(log, `${line(502, '')}\n`);
      await vi.waitFor(async () => expect(await count('cache="none",status="5xx"')).toBe(1), soon);
      expect(await count('cache="MISS",status="2xx"')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      exporter.close();
    }
  });
});
