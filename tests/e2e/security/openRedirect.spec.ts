// Open redirects (issue 28, item 6): every route that takes a path to go to afterwards sends the browser
// to a path on this site, whatever it is given: another origin, a protocol-relative or backslashed
// path, an encoded one, a script URL.
import { expect, test } from '../guardedTest';
import { E2E_OIDC } from '../../../playwright.config';
import { reportAttempts } from './surface';

const TARGETS = [
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  'https:evil.example',
  '/\t/evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
];

/**
 * Whether a Location stays on this site (a path, not a scheme or another host), or goes to the sign-in
 * provider the site is configured with (social sign-in starts there; the path waits for the return).
 */
function staysHere(location: string | undefined, base: string): boolean {
  if (location === undefined) return true;
  const target = new URL(location, base);
  return target.origin === new URL(base).origin || target.origin === E2E_OIDC.issuer;
}

test('routes that take a path never send the browser to another site', async ({
  request,
  baseURL,
}, testInfo) => {
  const routes: Array<(target: string) => Promise<{ status: number; location?: string }>> = [
    (target) => get(`/api/preview?path=${encodeURIComponent(target)}`),
    (target) => get(`/api/preview/exit?path=${encodeURIComponent(target)}`),
    (target) => get(`/api/login/google?path=${encodeURIComponent(target)}`),
    async (target) => {
      const answer = await request.post('/api/newsletter/promo', {
        form: { place: 'front', kind: 'temporary', back: target },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      return { status: answer.status(), location: answer.headers().location };
    },
    (target) => get(`/login`, { cookie: `hv_kept_path=${encodeURIComponent(target)}` }),
  ];
  async function get(path: string, headers: Record<string, string> = {}) {
    const answer = await request.get(path, { headers, maxRedirects: 0, failOnStatusCode: false });
    return { status: answer.status(), location: answer.headers().location };
  }
  const failures: string[] = [];
  let tried = 0;
  for (const [index, route] of routes.entries()) {
    for (const target of TARGETS) {
      tried += 1;
      const { status, location } = await route(target);
      if (status >= 500) failures.push(`route ${index} with ${target}: ${status}`);
      else if (!staysHere(location, baseURL!))
        failures.push(`route ${index} with ${target}: to ${location}`);
    }
  }
  await reportAttempts(testInfo, 'open redirects on routes that take a path', tried, failures);
  expect(failures).toEqual([]);
});
