import { countUpstream, upstreamPerThousand } from './polled';

// Issue 15: "a thousand readers polling cost the instances little" — the bench counts, from nginx's
// access log, the polls that reached an instance.
const line = (path: string, cache: string) =>
  `127.0.0.1 - - [23/Nov/2026:05:00:00 +0000] "GET ${path} HTTP/1.1" 200 512 "-" "wrk" cache=${cache}`;

describe('countUpstream', () => {
  it('counts the polls of one path and those nginx did not answer from its cache', () => {
    const log = [
      line('/api/livescore/football/fixtures/1240001', 'MISS'),
      line('/api/livescore/football/fixtures/1240001', 'HIT'),
      line('/api/livescore/football/fixtures/1240001', 'UPDATING'),
      line('/api/livescore/football/fixtures/1240001', 'STALE'),
      line('/api/livescore/football/fixtures/1240001', 'EXPIRED'),
      line('/api/livescore/football/fixtures/1240001', '-'),
      line('/api/livescore/football/fixtures/12400010', 'MISS'),
      line('/', 'MISS'),
      '',
    ].join('\n');
    const count = countUpstream(log, '/api/livescore/football/fixtures/1240001');
    expect(count).toEqual({ requests: 6, upstream: 3 });
    expect(upstreamPerThousand(count)).toBe(500);
  });

  it('is zero per thousand when nothing was polled', () => {
    expect(upstreamPerThousand({ requests: 0, upstream: 0 })).toBe(0);
  });
});
