// Topic notifications (issue 17; SPEC section 7 GET, POST, DELETE /api/subscriptions with clientToken,
// topic) in a real browser, for both editions: follow a tag and a section from their pages, a reload
// keeps the state (the client token lives in localStorage), unfollow; the button is in the server HTML
// but disabled without JavaScript, and only on tag and section pages (in the app too); the API's successful answers
// conform to the OpenAPI document; axe finds nothing on the page in either state.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { TOPIC_CLIENT_TOKEN_KEY } from '@/lib/constants';
import { createAnswerValidator } from '@/lib/openapi/answerValidator';
import { editionOf } from './edition';

/** A tag and a section of each edition's demo content, and a section the edition does not have. */
const known = {
  main: {
    tag: { path: '/cimke/budapest', name: 'Budapest', topic: 'tag:budapest' },
    section: { path: '/rovat/belfold', name: 'Belföld', topic: 'section:belfold' },
    foreignSection: 'section:erdely',
    author: '/szerzo/halasz-marton',
  },
  regional: {
    tag: { path: '/cimke/kolozsvar', name: 'Kolozsvár', topic: 'tag:kolozsvar' },
    section: { path: '/rovat/erdely', name: 'Erdély', topic: 'section:erdely' },
    foreignSection: 'section:holdblog',
    author: null,
  },
} as const;

const followButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Követ(és|em) – ${name}$`) });

/** The label a sighted reader sees (both share one grid cell; the other one is hidden). */
async function expectLabel(button: Locator, shown: string, hidden: string) {
  await expect(button).toContainText(shown, { useInnerText: true });
  await expect(button).not.toContainText(hidden, { useInnerText: true });
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test.describe('topic notifications', () => {
  for (const kind of ['tag', 'section'] as const) {
    test(`follow a ${kind}, reload, unfollow`, async ({ page, request }, testInfo) => {
      const { path, name, topic } = known[editionOf(testInfo).slug][kind];
      await page.goto(path);
      const button = followButton(page, name);
      // A fresh browser has no token: not followed, usable once the page runs.
      await expect(button).toBeEnabled();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expectLabel(button, 'Követés', 'Követem');
      await expectAxeClean(page);

      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expectLabel(button, 'Követem', 'Követés');
      await expect(page.getByRole('status').filter({ hasText: 'Értesítünk' })).toHaveText(
        `Értesítünk a(z) ${name} új cikkeiről.`,
      );
      const token = await page.evaluate((key) => localStorage.getItem(key), TOPIC_CLIENT_TOKEN_KEY);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const stored = await request.get(`/api/subscriptions?clientToken=${token}`);
      expect(await stored.json()).toEqual({ clientToken: token, topics: [topic] });
      await expectAxeClean(page);

      await page.reload();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toBeEnabled();

      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('status').filter({ hasText: 'Leiratkoztál' })).toHaveText(
        `Leiratkoztál a(z) ${name} értesítéseiről.`,
      );
      await page.reload();
      await expect(button).toBeEnabled();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    });
  }

  test('the button is in the server HTML, disabled without JavaScript', async ({
    browser,
  }, testInfo) => {
    const { tag } = known[editionOf(testInfo).slug];
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto(tag.path);
    const button = followButton(page, tag.name);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });

  test('the app shows it too, on tag and section pages (issue 30)', async ({ page }, testInfo) => {
    for (const kind of ['tag', 'section'] as const) {
      const { path, name } = known[editionOf(testInfo).slug][kind];
      await page.goto(`${path}?isMobileApp=1`);
      // The app's page: no site header, the same follow button as on the web.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(followButton(page, name), path).toBeEnabled();
    }
  });

  test('only tag and section pages have it', async ({ page }, testInfo) => {
    const { author } = known[editionOf(testInfo).slug];
    for (const path of ['/', '/legfrissebb', ...(author ? [author] : [])]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Követ(és|em) – / }), path).toHaveCount(0);
    }
  });

  test('the API answers as the OpenAPI document says', async ({ request }, testInfo) => {
    const { tag, foreignSection } = known[editionOf(testInfo).slug];
    const { check } = createAnswerValidator(await (await request.get('/api/openapi.json')).json());
    const clientToken = `e2e_${Date.now().toString(36)}_${testInfo.project.name}`.padEnd(32, '0');
    const url = '/api/subscriptions';

    async function answer(
      method: 'GET' | 'POST' | 'DELETE',
      status: number,
      data?: Record<string, string>,
    ) {
      const response = await request.fetch(
        method === 'GET' ? `${url}?clientToken=${clientToken}` : url,
        { method, ...(data ? { data } : {}) },
      );
      const body = await response.json();
      expect(response.status(), `${method} ${JSON.stringify(data)}`).toBe(status);
      // Successes only: the error answers of the privateRoute endpoints (lib/http/privateRoute.ts) carry
      // code, message, reason and field beside the documented { error } (as the account ones do).
      if (status < 400) expect(check(method, url, status, body)).toEqual([]);
      return { body, headers: response.headers() };
    }

    const empty = await answer('GET', 200);
    expect(empty.body.topics).toEqual([]);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect((await answer('POST', 201, { clientToken, topic: tag.topic })).body.topics).toEqual([
      tag.topic,
    ]);
    await answer('POST', 200, { clientToken, topic: tag.topic });
    // Only this edition's tags and sections can be followed.
    const unknown = await answer('POST', 400, { clientToken, topic: foreignSection });
    expect(unknown.body).toMatchObject({ message: 'Unknown topic.', field: 'topic' });
    const invalid = await answer('POST', 400, { clientToken: 'rovid', topic: tag.topic });
    expect(invalid.body).toMatchObject({ field: 'clientToken' });
    expect((await answer('DELETE', 200, { clientToken, topic: tag.topic })).body.topics).toEqual(
      [],
    );
    const put = await request.fetch(url, { method: 'PUT', data: { clientToken } });
    expect(put.status()).toBe(405);
  });
});
