// Accounts and preview (issue 14; SPEC sections 4, 6, 7 and 8) in Chromium, in both editions, against
// the real SMTP server the sites send codes to and the real OpenID Connect provider on loopback.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { codeFor, E2E_PASSWORD, e2eEmail, expiredAccessToken, loginViaApi } from './accounts';
import { editionOf } from './edition';
import { E2E_ATTEMPTS_PER_ACCOUNT } from '../../playwright.config';

/** The demo's inactive article of each edition (its date moves with the clock: asked of the API). */
const INACTIVE = {
  main: 'haziorvosi-ugyelet-atalakitas',
  regional: 'kolozsvari-villamos-meghosszabbitas-terv',
};

async function inactiveUrl(page: Page, edition: 'main' | 'regional'): Promise<string> {
  const session = await loginViaApi(page.context().request, e2eEmail(edition, 'preview'));
  const answer = await page.context().request.get(`/api/articles/${INACTIVE[edition]}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(answer.status()).toBe(200);
  const { url } = (await answer.json()) as { url: string };
  await page.context().clearCookies();
  return url;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

test.describe('accounts and preview', () => {
  test('outside preview mode /login redirects to the front page (SPEC §4)', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  // Issue 28: a login submitted before the page's script runs (or without it) posts both steps; the
  // suite's guard (tests/e2e/guardedTest.ts) fails any request that carries the password or code in
  // its URL, and this test also checks it by itself.
  test('without JavaScript both login steps post, and the editor lands on the kept article', async ({
    browser,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
    const url = await inactiveUrl(page, edition);
    await page.goto(`/api/preview?path=${encodeURIComponent(url)}`);
    await expect(page).toHaveURL(/\/login$/);

    const email = e2eEmail(edition, 'noScript');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó').fill('rossz jelszó');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Hibás e-mail-cím vagy jelszó.',
    );

    const since = Date.now();
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/login\?lepes=kod$/);
    const code = await codeFor(email, since);
    await page
      .getByLabel('Belépési kód (6 számjegy)')
      .fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Hibás kód. Még 4 próbálkozásod maradt.',
    );
    await page.getByLabel('Belépési kód (6 számjegy)').fill(code);
    await page.getByRole('button', { name: 'Belépés' }).click();

    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByText('Előnézet: nem nyilvános tartalmat is látsz.')).toBeVisible();
    expect(
      sent
        .filter((line) => line.startsWith('POST '))
        .map((line) => new URL(line.slice(5)).pathname),
    ).toEqual(['/api/login', '/api/login', '/api/login/otp/verify', '/api/login/otp/verify']);
    const queries = sent.map((line) => decodeURIComponent(new URL(line.split(' ')[1]!).search));
    expect(queries.filter((q) => q.includes(E2E_PASSWORD) || q.includes(code))).toEqual([]);
    await context.close();
  });

  test('an editor opens a preview URL, logs in with password and mailed code, and lands on the kept inactive article', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const url = await inactiveUrl(page, edition);
    // Anonymous: the preview URL leads to /login, the path kept in a cookie.
    await page.goto(`/api/preview?path=${encodeURIComponent(url)}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Belépés' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const email = e2eEmail(edition, 'ui');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó').fill('rossz jelszó');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Hibás e-mail-cím vagy jelszó.',
    );
    await expect(page.getByLabel('Jelszó')).toHaveAttribute('aria-invalid', 'true');

    const since = Date.now();
    await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
    await page.getByLabel('Jelszó').press('Enter');
    const codeField = page.getByLabel('Belépési kód (6 számjegy)');
    await expect(codeField).toBeFocused();
    const code = await codeFor(email, since);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await codeField.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Hibás kód. Még 4 próbálkozásod maradt.',
    );
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Belépés' }).click();

    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Előnézet: nem nyilvános tartalmat is látsz.')).toBeVisible();
    // Signed in, /login goes on (SPEC §4), here to the front page.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    // The exit link ends preview: the inactive article is a 404 again.
    await page.goto(url);
    await page.getByRole('link', { name: 'Kilépés az előnézetből' }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByText('Előnézet: nem nyilvános tartalmat is látsz.')).toHaveCount(0);
  });

  test('a reader and an anonymous visitor get 404 for the inactive article; the API shows it to an editor only', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const url = await inactiveUrl(page, edition);
    expect((await page.goto(url))!.status()).toBe(404);
    const api = `/api/articles/${INACTIVE[edition]}`;
    expect((await page.request.get(api)).status()).toBe(404);

    const reader = await loginViaApi(page.context().request, e2eEmail(edition, 'reader'));
    expect((await page.goto(url))!.status()).toBe(404);
    const anonymous = await playwright.request.newContext({ baseURL });
    const asReader = await anonymous.get(api, {
      headers: { authorization: `Bearer ${reader.accessToken}` },
    });
    expect(asReader.status()).toBe(404);
    expect(asReader.headers()['cache-control']).toMatch(/no-store/);
    expect(
      (await anonymous.get(api, { headers: { authorization: 'Bearer nonsense' } })).status(),
    ).toBe(401);
    // A reader who tries a preview URL is logged out (SPEC §6: a 403 logs the user out).
    await page.goto(`/api/preview?path=${encodeURIComponent(url)}`);
    await expect(page).toHaveURL(/\/login\?hiba=jogosultsag$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Ehhez a fiókhoz nem tartozik előnézeti jogosultság.',
    );
    expect(await cookie(page.context(), 'hv_refresh')).toBeUndefined();
    await anonymous.dispose();
  });

  test('an expired access token is refreshed silently and the request succeeds', async ({
    page,
    baseURL,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const session = await loginViaApi(page.context().request, e2eEmail(edition, 'refresh'));
    const me = (await (await page.request.get('/api/me')).json()) as {
      loggedInUser: { id: number; name: string };
    };
    const expired = await expiredAccessToken(me.loggedInUser.id, 'editor', edition);
    await page.context().addCookies([{ name: 'hv_access', value: expired, url: baseURL! }]);
    const stale = await page.request.get('/api/me');
    expect(stale.status()).toBe(401);
    expect(((await stale.json()) as { message: string }).message).toBe('Expired JWT Token');

    await page.context().addCookies([{ name: 'hv_access', value: expired, url: baseURL! }]);
    await page.goto('/');
    await page.getByText('Fiókom').click();
    await expect(page.getByText(`Belépve: ${me.loggedInUser.name}`)).toBeVisible();
    const renewed = await cookie(page.context(), 'hv_access');
    expect(renewed?.value).toBeTruthy();
    expect(renewed?.value).not.toBe(expired);
    expect((await cookie(page.context(), 'hv_refresh'))?.value).not.toBe(session.refreshToken);
  });

  test('a reused refresh token ends the session everywhere', async ({ page }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const first = await loginViaApi(page.context().request, e2eEmail(edition, 'reuse'));
    const rotated = await page.request.post('/api/token/refresh', {
      data: { refreshToken: first.refreshToken },
    });
    expect(rotated.status()).toBe(200);
    const reused = await page.request.post('/api/token/refresh', {
      data: { refreshToken: first.refreshToken },
    });
    expect(reused.status()).toBe(401);
    expect(((await reused.json()) as { reason: string }).reason).toBe('refresh-reused');
    // The rotated session the browser holds is over too: without its access token it cannot refresh.
    await page.context().clearCookies({ name: 'hv_access' });
    await page.goto('/');
    await expect(page.getByText('Fiókom')).toHaveCount(0);
    await expect
      .poll(async () => (await cookie(page.context(), 'hv_session'))?.value)
      .toBeUndefined();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('logout from the user menu ends the session', async ({ page }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    await loginViaApi(page.context().request, e2eEmail(edition, 'logout'));
    await page.goto('/');
    await page.getByText('Fiókom').click();
    await page.getByRole('button', { name: 'Kilépés' }).click();
    await expect(page.getByText('Fiókom')).toHaveCount(0);
    expect(await cookie(page.context(), 'hv_session')).toBeUndefined();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('social sign-in through the OpenID Connect provider on loopback', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const email = `social-${edition}-${Date.now()}@example.hu`;
    await page.goto('/api/preview?path=/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Belépés Google-fiókkal' }).click();
    // The provider's own login page (node-oidc-provider's development interaction).
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // Back on /login with code and state; the site checks them and goes on to the kept path.
    await expect(page).toHaveURL(/\/$/);
    await page.getByText('Fiókom').click();
    await expect(page.getByText(`Belépve: ${email.split('@')[0]}`)).toBeVisible();
  });

  test('every refused login step is a 4xx with a reason, never a 5xx', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const request = page.context().request;
    const email = e2eEmail(edition, 'errors');
    const post = (url: string, data: unknown, headers: Record<string, string> = {}) =>
      request.post(url, { data: data as object, headers });
    const expectRefused = async (
      response: Awaited<ReturnType<typeof post>>,
      status: number,
      reason: string,
    ) => {
      expect(response.status()).toBe(status);
      expect(((await response.json()) as { reason: string }).reason).toBe(reason);
    };
    await expectRefused(
      await post('/api/login', { email, password: 'rossz' }),
      401,
      'bad-credentials',
    );
    await expectRefused(
      await request.post('/api/login', {
        data: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'bad-json',
    );
    await expectRefused(await post('/api/login', { email }), 400, 'missing-field');
    await expectRefused(
      await post('/api/login', { email: 'nem-email', password: 'x' }),
      400,
      'invalid-field',
    );
    expect((await request.get('/api/login')).status()).toBe(405);
    await expectRefused(await post('/api/login/otp/verify', { code: '123456' }), 401, 'no-token');

    // A wrong code, the right one once, then the same code again.
    let since = Date.now();
    let first = (await (await post('/api/login', { email, password: E2E_PASSWORD })).json()) as {
      firstStepToken: string;
    };
    let bearer = { authorization: `Bearer ${first.firstStepToken}` };
    let code = await codeFor(email, since);
    await expectRefused(await post('/api/login/otp/verify', {}, bearer), 400, 'missing-field');
    expect((await post('/api/login/otp/verify', { code }, bearer)).status()).toBe(200);
    await expectRefused(await post('/api/login/otp/verify', { code }, bearer), 401, 'code-expired');

    // Five wrong codes lock the first-step token: even the right code is refused then.
    since = Date.now();
    first = (await (await post('/api/login', { email, password: E2E_PASSWORD })).json()) as {
      firstStepToken: string;
    };
    bearer = { authorization: `Bearer ${first.firstStepToken}` };
    code = await codeFor(email, since);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await expectRefused(
        await post('/api/login/otp/verify', { code: wrong }, bearer),
        401,
        'wrong-code',
      );
    }
    await expectRefused(
      await post('/api/login/otp/verify', { code: wrong }, bearer),
      429,
      'locked',
    );
    const locked = await post('/api/login/otp/verify', { code }, bearer);
    await expectRefused(locked, 429, 'locked');
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);

    // The per-account limit: an address nobody has, tried until the limit answers 429.
    const target = `limit-${edition}-${Date.now()}@example.hu`;
    let limited = await post('/api/login', { email: target, password: 'x' });
    for (let i = 0; i <= E2E_ATTEMPTS_PER_ACCOUNT && limited.status() !== 429; i++) {
      limited = await post('/api/login', { email: target, password: 'x' });
    }
    await expectRefused(limited, 429, 'rate-limited');
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

    // Cross-site posts, foreign kept paths and a forged kept-path cookie are refused.
    await expectRefused(
      await post('/api/login', { email, password: 'x' }, { origin: 'https://evil.example' }),
      403,
      'cross-site',
    );
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const answer = await request.get(`/api/preview?path=${encodeURIComponent(path)}`, {
        maxRedirects: 0,
      });
      await expectRefused(answer, 400, 'bad-path');
    }
  });
});

test.describe('support login (main edition)', () => {
  test('a subscriber logs in on /tamogatas/belepes and sees the subscription', async ({
    page,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the regional edition has no support pages');
    const email = e2eEmail('main', 'subscriber');
    await page.goto('/tamogatas/belepes');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
    const since = Date.now();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByLabel('Belépési kód (6 számjegy)').fill(await codeFor(email, since));
    await page.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByRole('heading', { name: 'Előfizetéseid' })).toBeVisible();
    await expect(page.getByText('Támogatói tagság (havi)')).toBeVisible();
    await expect(page.getByText(`Belépve mint ${email}.`)).toBeVisible();
  });
});
