// Query parameters of any length (issue 28, item 8): every page answers a parameter longer than it
// allows with its default view or a 4xx, never a 5xx, and no error it answers may be kept by a shared
// cache. Each page gets each parameter name the site's pages read, one at a time, 2,000 characters.
import { expect, test } from '../guardedTest';
import { PAGES, PARAMETERS } from './surface';

const LONG = 'a'.repeat(2_000);

test.describe('query parameters of any length (issue 28)', () => {
  test('no page answers a 5xx, and no error may be kept by a shared cache', async ({ request }) => {
    const failures: string[] = [];
    for (const page of PAGES) {
      for (const name of PARAMETERS) {
        const answer = await request.get(`${page}?${name}=${LONG}`, {
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const cache = answer.headers()['cache-control'] ?? '';
        if (answer.status() >= 500) failures.push(`${page}?${name}=…: ${answer.status()}`);
        if (answer.status() >= 400 && /public|s-maxage/.test(cache)) {
          failures.push(`${page}?${name}=…: a cacheable ${answer.status()} (${cache})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
