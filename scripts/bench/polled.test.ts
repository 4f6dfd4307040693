import { countUpstream, upstreamPerThousand } from './polled';

// Issue 15: "a thousand readers polling cost the instances little" — the bench counts, from nginx's
// access log, the polls that reached an instance.
const line = (path: string, cache: string) =>
  JSON.stringify({
    time: '2026-11-23T05:00:00+00:00',
    requestId: '0123456789abcdef',
    remote: '127.0.0.1',
    request: `GET ${path} HTTP/1.1`,
    status: 200,
    bytes: 512,
    seconds: 0.001,
    upstreamSeconds: '',
    cache,
    referer: '',
    userAgent: 'wrk',
  });

describe('countUpstream', () => {
  it('counts the polls of each path and those nginx did not answer from its cache', async () => {
    const log = [
      line('/api/livescore/football/fixtures/1240001', 'MISS'),
      line('/api/livescore/football/fixtures/1240001', 'HIT'),
      line('/api/livescore/football/fixtures/1240001', 'UPDATING'),
      line('/api/livescore/football/fixtures/1240001', 'STALE'),
      line('/api/livescore/football/fixtures/1240001', 'EXPIRED'),
      line('/api/livescore/football/fixtures/1240001', ''),
      line('/api/livescore/football/fixtures/12400010', 'MISS'),
      line('/', 'MISS'),
      line('/api/livescore/formula-1/races/2024', 'HIT'),
    ];
    const fixture = '/api/livescore/football/fixtures/1240001';
    const races = '/api/livescore/formula-1/races/2024';
    const counts = await countUpstream(log, [fixture, races]);
    expect(counts.get(fixture)).toEqual({ requests: 6, upstream: 3 });
    expect(upstreamPerThousand(counts.get(fixture)!)).toBe(500);
    expect(counts.get(races)).toEqual({ requests: 1, upstream: 0 });
  });

  it('is zero per thousand when nothing was polled', () => {
    expect(upstreamPerThousand({ requests: 0, upstream: 0 })).toBe(0);
  });
});
