// The election supplements (issue 31; SPEC sections 2 and 7) in Chromium, in both editions: every tab
// shows real data; the map leads to the data page both inside the embedded frame (parent-router) and
// without JavaScript; the frame's messages (iframe-size, route-push, themeChanged) work and a hostile
// frame's are ignored; the replayed count of the EP election (playwright.config.ts), on the page's
// clock, moves on an open page and its poll stops once the count is final. axe clean.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { E2E_REPLAYED_ELECTION } from '../../playwright.config';
import { expect, test } from './guardedTest';
import { countTime, followReplays, hydrated, runUntilPollShows } from './pageClock';
import { ELECTION_POLL_MS } from '@/lib/constants';

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Melléklet' });

test.describe('Választás 2022', () => {
  test('Részvétel: the turnout of the day and by county', async ({ page }) => {
    await page.goto('/melleklet/valasztas-2022');
    await tabs(page).getByRole('link', { name: 'Részvétel' }).click();
    await expect(page).toHaveURL(/\/melleklet\/valasztas-2022\/reszvetel$/);
    await expect(page.getByText(/69,59\s?%/).first()).toBeVisible();
    const byTime = page.getByRole('table', { name: 'Részvétel a nap folyamán' });
    await expect(byTime.getByRole('row').filter({ hasText: '18:30' })).toContainText(/67,8/);
    const byCounty = page.getByRole('table', { name: 'Részvétel vármegyénként' });
    await expect(byCounty.getByRole('link', { name: 'Budapest' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('Választókerületek: the tile map leads to a constituency, 87 and 19 seats', async ({
    page,
  }) => {
    await page.goto('/melleklet/valasztas-2022/valasztokeruletek');
    const map = page.getByRole('figure');
    await expect(map.getByRole('link')).toHaveCount(106);
    const seats = page.getByRole('table', { name: 'Egyéni mandátumok' });
    await expect(seats.getByRole('row').filter({ hasText: 'Fidesz' })).toContainText('87');
    await expect(seats.getByRole('row').filter({ hasText: 'Egységben' })).toContainText('19');
    await expectAxeClean(page);
    await map.getByRole('link', { name: /^Csongrád-Csanád megye 01\./ }).click();
    await expect(page).toHaveURL(/\/melleklet\/valasztas-2022\/adatok\/csongrad-csanad\/01$/);
    await expect(page.getByRole('table', { name: 'Egyéni választókerületek' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vissza a térképhez' })).toHaveAttribute(
      'href',
      '/melleklet/valasztas-2022/valasztokeruletek',
    );
    await expectAxeClean(page);
  });

  test('Országos listák: Pártok and Nemzetiségek, and the National Assembly of 199', async ({
    page,
  }) => {
    await page.goto('/melleklet/valasztas-2022/orszagos-listak');
    const lists = page.getByRole('table', { name: 'Országos pártlisták' });
    await expect(lists.getByRole('row').filter({ hasText: 'Fidesz' })).toContainText(
      /3\s060\s706.*54,13\s?%.*48/,
    );
    await expect(
      page.getByRole('table', { name: 'Az Országgyűlés összetétele (199 mandátum)' }),
    ).toContainText('135');
    await page.getByRole('link', { name: 'Nemzetiségek' }).click();
    await expect(page).toHaveURL(/\/orszagos-listak\/nemzetisegek$/);
    await expect(page.getByRole('table', { name: 'Nemzetiségi listák' })).toContainText('Német');
    await expectAxeClean(page);
  });

  test('a data page names no area: 404', async ({ page }) => {
    expect((await page.request.get('/melleklet/valasztas-2022/adatok/nincs-ilyen')).status()).toBe(
      404,
    );
    expect((await page.request.get('/melleklet/valasztas-2022/adatok/baranya/99')).status()).toBe(
      404,
    );
  });
});

test.describe('Választás 2024 and EP-választás 2024', () => {
  test('Kisokos is a guide without the footer; the election box leads to the data', async ({
    page,
  }) => {
    await page.goto('/melleklet/valasztas-2024/kisokos');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const box = page.getByRole('complementary', { name: /Választási eredmények/ });
    await expect(box).toContainText('Karácsony Gergely');
    await box.getByRole('link', { name: 'Részletes eredmények és térkép' }).click();
    await expect(page).toHaveURL(/\/melleklet\/valasztas-2024\/adatok$/);
    await expectAxeClean(page);
  });

  test('the data page of Budapest: the mayor and the assembly, without JavaScript too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/melleklet/valasztas-2024/adatok');
    await page
      .getByRole('region', { name: 'Eredmények területenként' })
      .getByRole('link', { name: /^Budapest/ })
      .click();
    await expect(page).toHaveURL(/\/melleklet\/valasztas-2024\/adatok\/budapest$/);
    await expect(page.getByRole('table', { name: 'Főpolgármester' })).toContainText(
      'Karácsony Gergely',
    );
    await expect(page.getByRole('table', { name: 'Fővárosi közgyűlés' })).toBeVisible();
    await context.close();
  });

  test('EP: Pártlisták, EP-frakciók of 720, and the EU-funding notice', async ({ page }) => {
    await page.goto('/melleklet/ep-2024/partlistak');
    await expect(page.getByRole('heading', { name: /Tisztelet és Szabadság Párt/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Az Európai Unió/ })).toBeVisible();
    await page.goto('/melleklet/ep-2024/ep-frakciok');
    await expect(
      page.getByRole('table', { name: /Az Európai Parlament frakciói \(720 képviselő\)/ }),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  // The page's clock is the test's, and the count stands where it is (tests/e2e/pageClock.ts): the
  // map page opens halfway through the count, follows it poll by poll, and stops once it is final.
  test('EP: the count moves on an open page, the 21 seats come at the end, then the poll stops', async ({
    page,
  }) => {
    const opened = countTime(0.5);
    await followReplays(page, opened);
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/elections/')) polls.push(request.url());
    });
    await page.goto(`/valasztasi-terkep/${E2E_REPLAYED_ELECTION}/tablazat`);
    const status = page.locator('[data-count-status]').first();
    await expect(status).toHaveAttribute('data-count-status', 'counting');
    await expect(status).toContainText('50,0');
    await hydrated(page);
    // The page follows the count: each poll, the share counted moves.
    await page.clock.runFor(ELECTION_POLL_MS);
    await expect(status).toContainText('50,4');
    // The reader comes back just before the end: one poll, still counting; the next one is final,
    // and the seats appear.
    await page.clock.fastForward(countTime(1) - 5_000 - opened - ELECTION_POLL_MS);
    await expect(status).toContainText('99,9');
    await runUntilPollShows(page, ELECTION_POLL_MS, (timeout) =>
      expect(status).toHaveAttribute('data-count-status', 'final', { timeout }),
    );
    const result = page.getByRole('table', { name: 'Eredmények: Európai parlamenti választás' });
    await expect(result.getByRole('row').filter({ hasText: 'Fidesz' })).toContainText(/11$/);
    // Once final, however long the reader stays, nothing polls any more.
    const final = polls.length;
    await page.clock.runFor(4 * ELECTION_POLL_MS);
    // Any poll the timers started has been sent by the time the page answers this.
    await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
    expect(polls.length, 'no poll once the count is final').toBe(final);
  });

  test('EP: Mandátumok lists the 21 seats and the members elected, without the footer', async ({
    page,
  }) => {
    await page.goto('/melleklet/ep-2024/mandatumok');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'A 21 magyar mandátum' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Megválasztott képviselők' })).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe('the embedded map (SPEC section 7)', () => {
  test('the frame sizes itself, leads to the data page (parent-router), pushes its view and takes the theme', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/melleklet/usa-2024/adatok');
    const iframe = page.locator('iframe[data-election-frame]');
    await expect(iframe).toHaveAttribute('src', '/valasztasi-terkep/usa-2024?hideMore=1');
    const frame = page.frameLocator('iframe[data-election-frame]');
    await expect(frame.locator('[data-theme="dark"]')).toBeVisible();
    // iframe-size: the frame is as tall as its content (no inner scroll).
    await expect
      .poll(async () => {
        const inner = await frame.locator('html').evaluate((html) => html.scrollHeight);
        const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height);
        return Math.abs(inner - outer);
      })
      .toBeLessThanOrEqual(2);
    // hideMore=1: the page shows the way to more itself.
    await expect(frame.getByRole('link', { name: 'Részletes eredmények' })).toHaveCount(0);
    // route-push: the frame's view goes into the page's address, without a reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await frame.getByRole('link', { name: 'Táblázat' }).click();
    await expect(page).toHaveURL(/\/melleklet\/usa-2024\/adatok\?nezet=tablazat$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await frame.getByRole('link', { name: 'Térkép' }).click();
    // parent-router: a state leads the page to its data page.
    await frame
      .getByRole('link', { name: /^Texas/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/melleklet\/usa-2024\/adatok\/texas$/);
    await expect(page.getByRole('table', { name: 'Elnökválasztás' })).toContainText('Trump');
    await expectAxeClean(page);
  });

  test('messages from another origin, another frame or the page itself are ignored', async ({
    page,
  }) => {
    await page.goto('/melleklet/usa-2024/adatok');
    const iframe = page.locator('iframe[data-election-frame]');
    await expect.poll(() => iframe.evaluate((el) => el.style.height)).not.toBe('');
    // Another site's window posing as the frame (its origin is what gives it away), another frame of
    // this site (the EP map: not the frame the page made), and the page posting to itself.
    await page.evaluate(async () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-election-frame]')!;
      const texas = { type: 'parent-router', path: '/melleklet/usa-2024/adatok/texas' };
      window.dispatchEvent(
        new MessageEvent('message', {
          data: texas,
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'iframe-size', height: 5 },
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
      window.postMessage(texas, '*');
      const other = document.createElement('iframe');
      other.src = '/valasztasi-terkep/ep-2024';
      document.body.append(other);
      await new Promise((resolve) => other.addEventListener('load', resolve));
      window.dispatchEvent(
        new MessageEvent('message', {
          data: texas,
          origin: window.location.origin,
          source: other.contentWindow,
        }),
      );
    });
    // A narrower window makes the real frame say its new height: messages arrive in order, so by the
    // time it is applied the others have been read (and ignored).
    const before = await iframe.evaluate((el) => el.style.height);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => iframe.evaluate((el) => el.style.height)).not.toBe(before);
    await expect(page).toHaveURL(/\/melleklet\/usa-2024\/adatok$/);
    expect(await iframe.evaluate((el) => el.style.height)).not.toBe('5px');
  });

  test('the map page may be framed by the site only; other pages by no one', async ({ page }) => {
    const map = await page.request.get('/valasztasi-terkep/ep-2024?hideMore=1');
    expect(map.status()).toBe(200);
    expect(map.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(map.headers()['x-frame-options']).toBeUndefined();
    const tab = await page.request.get('/melleklet/ep-2024/adatok');
    expect(tab.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(tab.headers()['content-security-policy']).toMatch(/frame-src 'self'/);
    expect((await page.request.get('/valasztasi-terkep/eb-2024')).status()).toBe(404);
  });

  test('without JavaScript the frame links open the data page in the whole window', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/melleklet/ep-2024/adatok');
    const frame = page.frameLocator('iframe[data-election-frame]');
    await frame.getByRole('link', { name: /^Pest/ }).first().click();
    await expect(page).toHaveURL(/\/melleklet\/ep-2024\/adatok\/pest$/);
    await expect(page.getByRole('table', { name: 'Európai parlamenti választás' })).toBeVisible();
    await context.close();
  });
});
