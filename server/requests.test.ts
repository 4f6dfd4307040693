// Issue 29, item 1: every request gets an id, logs one JSON line when it ends, and whatever is logged on
// its behalf carries the id; no secret reaches the log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { log, requestIdHeaders } from '@/lib/observability/log';
import { installLogSink, installPageKindOf, logSink } from '@/lib/observability/serverBridge';
import { createServerLogger, routeConsole } from './logger';
import { requestIdOf, requestListener } from './requests';

const lines: Array<Record<string, unknown>> = [];
const { logger, requests, sink } = createServerLogger('main', (line) => {
  lines.push(JSON.parse(line) as Record<string, unknown>);
});
let server: http.Server;
let origin: string;
let upstreamHeaders: Record<string, string> = {};
let slowStarted: () => void = () => {};
const previousSink = logSink();

beforeAll(async () => {
  installLogSink(sink);
  installPageKindOf((path) => (path.startsWith('/api/') ? 'api' : 'other'));
  server = http.createServer(
    requestListener(
      async (req, res) => {
        log.warn('handling', { email: 'kovacs.anna@example.hu', password: 'titok-123' });
        upstreamHeaders = requestIdHeaders();
        if (req.url?.startsWith('/boom')) throw new Error('boom');
        if (req.url?.startsWith('/slow')) {
          // Never answers: the reader gives up.
          slowStarted();
          return new Promise<void>((resolve) => res.once('close', resolve));
        }
        res.statusCode = req.url?.startsWith('/api/') ? 201 : 404;
        res.end('ok');
      },
      { logger, requests },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (previousSink) installLogSink(previousSink);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines.length = 0;
});

/** The request's own line (logged when the answer is done, just after the client has it). */
async function requestLine(): Promise<Record<string, unknown>> {
  await vi.waitFor(() => expect(lines.some((line) => line.msg === 'request')).toBe(true));
  return lines.find((line) => line.msg === 'request')!;
}

describe('the request log', () => {
  it("keeps nginx's request id, answers with it and logs every line of the request under it", async () => {
    const answer = await fetch(`${origin}/api/things?token=secret-token&page=2`, {
      headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef');
    const line = await requestLine();
    expect(line).toMatchObject({
      level: 'info',
      edition: 'main',
      requestId: '0123456789abcdef0123456789abcdef',
      method: 'GET',
      path: '/api/things?token=…&page=…',
      pageKind: 'api',
      status: 201,
    });
    expect(typeof line.durationMs).toBe('number');
    expect(typeof line.time).toBe('string');
    const handling = lines.find((entry) => entry.msg === 'handling')!;
    expect(handling).toMatchObject({ level: 'warn', requestId: line.requestId });
    // Upstream calls made for the request carry its id.
    expect(upstreamHeaders).toEqual({ 'x-request-id': line.requestId });
  });

  it('never logs the email address or the password a handler put in its fields', async () => {
    await fetch(`${origin}/x`);
    await requestLine();
    const handling = lines.find((entry) => entry.msg === 'handling')!;
    expect(handling.email).toBe('k***@example.hu');
    expect(handling.password).toBe('***');
  });

  it('gives a request without a sane id a new one', async () => {
    const answer = await fetch(`${origin}/x`, { headers: { 'x-request-id': '<script>' } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await requestLine()).requestId).toBe(answer.headers.get('x-request-id'));
  });

  it('logs a request the reader gave up on, under its id', async () => {
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const reader = new AbortController();
    const answer = fetch(`${origin}/slow`, {
      headers: { 'x-request-id': 'slow-0123456789' },
      signal: reader.signal,
    }).catch(() => null);
    await started;
    reader.abort();
    await answer;
    expect(await requestLine()).toMatchObject({ requestId: 'slow-0123456789', aborted: true });
  });

  it("answers a handler's failure with a bare 500 and logs the stack", async () => {
    const answer = await fetch(`${origin}/boom`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe('');
    await requestLine();
    const failure = lines.find((entry) => entry.msg === 'request handler failed')!;
    expect(failure.level).toBe('error');
    expect((failure.error as { stack: string }).stack).toContain('Error: boom');
  });
});

describe('requestIdOf', () => {
  it.each([
    ['0123456789abcdef', '0123456789abcdef'],
    ['ab', null],
    ['x'.repeat(65), null],
    ['a b c d e f g h', null],
    [undefined, null],
  ])('%s → %s', (given, kept) => {
    const id = requestIdOf(given);
    if (kept) expect(id).toBe(kept);
    else expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the console', () => {
  it('writes through the logger: one JSON line, with the stack of an error', () => {
    const saved = { ...console };
    try {
      routeConsole(logger);
      console.error('render failed', new Error('kaput'));
      console.log('\u001b[32m\u001b[1m✓\u001b[22m\u001b[39m Ready');
    } finally {
      Object.assign(console, saved);
    }
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 'info', msg: '✓ Ready' });
    expect(lines[0]).toMatchObject({ level: 'error', edition: 'main' });
    expect(lines[0]!.msg).toMatch(/^render failed Error: kaput\n\s+at /);
  });
});
