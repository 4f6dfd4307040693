import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  cspSourcesFromEnv,
  originList,
  scriptHash,
} from './contentSecurityPolicy';
import { inlineHeadScripts } from './inlineScripts';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );

// Issue 28, item 3: a CSP that works with ISR (hashes, no nonce), no unsafe-inline or unsafe-eval for
// scripts, object-src 'none', base-uri, form-action, frame-ancestors; third parties by configuration.
describe('contentSecurityPolicy', () => {
  const scripts = inlineHeadScripts();
  const none = cspSourcesFromEnv({});
  const policy = directives(contentSecurityPolicy(scripts, none));

  it('allows exactly the inline head scripts by their SHA-256, and no inline or eval', () => {
    const expected = Object.values(scripts).map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    expect(policy.get('script-src')).toEqual(["'self'", ...expected]);
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('closes plugins, base and foreign framing, and reports to us', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    // 'self': the election supplements frame our own map (issue 31).
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.facebook.com',
      'https://open.spotify.com',
    ]);
  });

  it('adds the configured third parties where each needs them, never a wildcard', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sources = cspSourcesFromEnv({
      AD_NETWORK_SCRIPT_URL: 'https://ads.example/lib/gpt.js',
      CAMPAIGN_SCRIPT_URL: '/campaign.js',
      SUPPORT_PAYMENT_URL: 'https://pay.example/checkout',
      CSP_SCRIPT_SRC: 'https://cdn.example, https://*.example *',
      FRAME_ANCESTORS: 'https://app.example https://x.example/path',
    });
    const configured = directives(contentSecurityPolicy(scripts, sources));
    expect(configured.get('script-src')).toEqual(
      expect.arrayContaining(['https://ads.example', 'https://cdn.example']),
    );
    expect(configured.get('script-src')!.join(' ')).not.toContain('*');
    expect(configured.get('frame-src')).toContain('https://ads.example');
    expect(configured.get('connect-src')).toEqual(["'self'", 'https://ads.example']);
    expect(configured.get('form-action')).toEqual(["'self'", 'https://pay.example']);
    expect(configured.get('frame-ancestors')).toEqual(["'self'"]);
    const embeddable = directives(contentSecurityPolicy(scripts, sources, { embeddable: true }));
    expect(embeddable.get('frame-ancestors')).toEqual(["'self'", 'https://app.example']);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it.each([
    ['https://a.example', ['https://a.example']],
    ['https://a.example/ http://127.0.0.1:3000', ['https://a.example', 'http://127.0.0.1:3000']],
    ['javascript:alert(1)', []],
    ["'unsafe-inline'", []],
    ['https://a.example/x.js', []],
  ])('reads %s as origins %j', (value, origins) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(originList('TEST', value)).toEqual(origins);
    vi.restoreAllMocks();
  });
});
