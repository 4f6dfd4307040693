// Cross-site requests (issue 28, item 6): every state-changing route of the API (each POST and DELETE
// of the OpenAPI document, lib/openapi/apiDocument.ts) refuses a form post and a fetch another site's
// page makes with the reader's cookies: 403, and nothing done (the quiz service, which takes its voter
// token as a bearer token the other site cannot read, answers 401). Two routes take no cookie-borne
// authority and are exempt by design: the CSP report endpoint (browsers report on their own) and the
// newsroom's revalidation call (a shared secret, not a reader's session).
import { expect, test } from '../guardedTest';
import { apiOperations } from '@/lib/openapi/apiDocument';
import { reportAttempts } from './surface';

const EXEMPT = new Set(['/api/csp-report', '/api/revalidate']);

/** How a browser marks a request another site's page made. */
const CROSS_SITE: Array<Record<string, string>> = [
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  // A sibling subdomain is same-site, not same-origin: still refused.
  { origin: 'https://evil.hirvonal.hu', 'sec-fetch-site': 'same-site' },
  // An old browser: only the Origin header.
  { origin: 'https://evil.example' },
];

test('every state-changing route refuses cross-site form posts and fetches', async ({
  request,
}, testInfo) => {
  const routes = apiOperations.filter(
    (operation) =>
      (operation.method === 'post' || operation.method === 'delete') && !EXEMPT.has(operation.path),
  );
  expect(routes.length).toBeGreaterThan(10);
  const failures: string[] = [];
  let tried = 0;
  for (const operation of routes) {
    for (const headers of CROSS_SITE) {
      for (const body of [
        { 'content-type': 'application/x-www-form-urlencoded', data: 'email=a%40b.hu&code=123456' },
        { 'content-type': 'text/plain', data: '{"email":"a@b.hu"}' },
      ]) {
        tried += 1;
        const answer = await request.fetch(operation.path, {
          method: operation.method!.toUpperCase(),
          headers: { ...headers, 'content-type': body['content-type'] },
          data: body.data,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        if (answer.status() !== 403 && answer.status() !== 401) {
          failures.push(
            `${operation.method} ${operation.path} from ${headers.origin}: ${answer.status()}`,
          );
        }
      }
    }
  }
  await reportAttempts(testInfo, 'cross-site posts on state-changing routes', tried, failures);
  expect(failures).toEqual([]);
});
