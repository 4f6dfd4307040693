import { cspViolations, MAX_REPORTS_PER_REQUEST } from './cspReports';

// Issue 28: violations are reported to an endpoint of ours and logged, in either shape browsers send.
describe('cspViolations', () => {
  it('reads a report-uri report', () => {
    expect(
      cspViolations({
        'csp-report': {
          'document-uri': 'https://hirvonal.hu/',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.test/x.js',
          'source-file': 'https://hirvonal.hu/',
          'line-number': 3,
        },
      }),
    ).toEqual([
      {
        document: 'https://hirvonal.hu/',
        directive: 'script-src-elem',
        blocked: 'https://evil.test/x.js',
        source: 'https://hirvonal.hu/:3',
      },
    ]);
  });

  it('reads the Reporting API batch, only its CSP reports, at most a batch', () => {
    const report = {
      type: 'csp-violation',
      body: {
        documentURL: 'https://hirvonal.hu/a',
        effectiveDirective: 'frame-src',
        blockedURL: 'https://x.test',
      },
    };
    expect(cspViolations([report, { type: 'deprecation', body: {} }])).toEqual([
      {
        document: 'https://hirvonal.hu/a',
        directive: 'frame-src',
        blocked: 'https://x.test',
        source: '',
      },
    ]);
    expect(cspViolations(Array(50).fill(report))).toHaveLength(MAX_REPORTS_PER_REQUEST);
  });

  it.each([null, 'text', 42, {}, { 'csp-report': 'x' }, [null, 1]])('finds none in %j', (body) => {
    expect(cspViolations(body)).toEqual([]);
  });

  it('cuts long values', () => {
    const [violation] = cspViolations({ 'csp-report': { 'blocked-uri': 'x'.repeat(5_000) } });
    expect(violation!.blocked.length).toBe(300);
  });
});
