// The tippjáték (issue 31 item 6; SPEC section 2 route tippjatek, /melleklet/tippjatek/{subSlug?}/{key?})
// in Chromium, for both editions: a reader tips on the open game (usa-2028) and lands on the tip's
// page; its share link opens the same tip in another browser; a second tip of the same reader is
// refused with the message (on the page and by the API, which names the first tip's key); a closed
// game (valasztas-2022) has no form and refuses a direct post; a scored game (euro-2024-donto, the
// demo tips of data/predictionTips.json stored by `npm run content`) shows its result, the scoring
// rule and the leaderboard, names only with consent; a seeded tip's page shows its score and rank;
// without JavaScript the plain form posts, a refused tip comes back with the reader's input and the
// problems, and a good one lands on its page (303); axe finds nothing on any of these pages. Every test
// has its own browser context, so its own reader (the hv_tipp cookie).
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

const OPEN = '/melleklet/tippjatek/usa-2028';
const CLOSED = '/melleklet/tippjatek/valasztas-2022';
const SCORED = '/melleklet/tippjatek/euro-2024-donto';
const KEY_PAGE = /^\/melleklet\/tippjatek\/usa-2028\/[A-Za-z0-9_-]{22}$/;

/** The open game's questions (data/predictions/usa-2028.json) and a tip for each. */
const questions = {
  demElectors: 'A demokrata jelölt elektori szavazatai',
  repElectors: 'A republikánus jelölt elektori szavazatai',
  demShare: 'A demokrata jelölt országos szavazataránya',
  repShare: 'A republikánus jelölt országos szavazataránya',
} as const;
const tip = { demElectors: '276', repElectors: '262', demShare: '49,6', repShare: '48,1' };
const apiTip = {
  'demokrata-elektor': 276,
  'republikanus-elektor': 262,
  'demokrata-arany': 49.6,
  'republikanus-arany': 48.1,
};

const ALREADY = 'Erre a játékra már tippeltél; a leadott tipp nem változtatható.';
const CLOSED_REFUSAL = 'A tippelés lezárult, új tippet már nem fogadunk el.';

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

async function fillTip(page: Page, values: Partial<typeof tip> = tip) {
  for (const [field, value] of Object.entries(values)) {
    await page.getByLabel(questions[field as keyof typeof questions], { exact: true }).fill(value);
  }
}

const submit = (page: Page) => page.getByRole('button', { name: 'Elküldöm a tippem' }).click();

test.describe('tippjáték', () => {
  test('the index lists the games, the open one first, each with its window', async ({ page }) => {
    await page.goto('/melleklet/tippjatek');
    await expect(page.getByRole('heading', { level: 1, name: 'Tippjáték' })).toBeVisible();
    const games = page.getByRole('main').getByRole('listitem');
    await expect(games.first().getByRole('link')).toHaveAttribute('href', OPEN);
    await expect(games.first()).toContainText('Lehet tippelni');
    await expect(games.first()).toContainText('Határidő: 2028. november 7.');
    await expect(page.getByRole('link', { name: /Eb-döntő/ })).toHaveAttribute('href', SCORED);
    await expectAxeClean(page);
  });

  test('a reader tips, lands on the tip’s page, shares it, and cannot tip again', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    await page.goto(OPEN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tippjáték: amerikai elnökválasztás 2028',
    );
    await expect(page.getByText('Mindenki 1000 ponttal indul', { exact: false })).toBeVisible();
    await expectAxeClean(page);
    // A second tab opened before the tip: its form will be refused after the first one is sent.
    const other = await context.newPage();
    await other.goto(OPEN);

    await fillTip(page);
    await page.getByLabel('Név a ranglistán (nem kötelező)').fill('Teszt Tippelő');
    await page.getByRole('checkbox', { name: 'A nevem megjelenhet a ranglistán' }).check();
    await submit(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(KEY_PAGE);
    const keyPath = new URL(page.url()).pathname;
    await expect(
      page.getByRole('heading', { level: 2, name: 'A tipp', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(questions.demElectors) })).toContainText(
      '276 elektor',
    );
    await expect(page.getByRole('row', { name: new RegExp(questions.demShare) })).toContainText(
      '49,6%',
    );
    await expect(page.getByText('Teszt Tippelő')).toBeVisible();
    await expect(page.getByText('A tippet az eredmény beérkezése után pontozzuk.')).toBeVisible();
    // The reader is known by an HttpOnly cookie.
    const cookie = (await context.cookies()).find((c) => c.name === 'hv_tipp');
    expect(cookie?.httpOnly).toBe(true);

    // The share link: the address on the edition's site, as plain text and by the copy button.
    const shared = page.getByLabel('A tipp címe');
    const address = await shared.inputValue();
    expect(address).toBe(`${editionOf(testInfo).siteUrl}${keyPath}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Link másolása' }).click();
    await expect(page.getByRole('status').filter({ hasText: /vágólap/ })).toHaveText(
      'A linket a vágólapra másoltuk.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectAxeClean(page);

    // Shared: another reader (another browser) opens the address and sees the same tip.
    const friend = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const friendPage = await friend.newPage();
    await friendPage.goto(new URL(address).pathname);
    await expect(
      friendPage.getByRole('row', { name: new RegExp(questions.repElectors) }),
    ).toContainText('262 elektor');
    await expect(friendPage.getByText('Teszt Tippelő')).toBeVisible();
    // The friend has not tipped: the game page offers them the form.
    await friendPage.goto(OPEN);
    await expect(friendPage.getByRole('button', { name: 'Elküldöm a tippem' })).toBeVisible();
    await friend.close();

    // The same reader again: the game page leads to their tip instead of the form...
    await page.goto(OPEN);
    await expect(page.getByRole('button', { name: 'Elküldöm a tippem' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'A tipped megtekintése' })).toHaveAttribute(
      'href',
      keyPath,
    );
    // ...the tab opened earlier is refused with the message (409), and nothing changes...
    await fillTip(other, {
      demElectors: '200',
      repElectors: '338',
      demShare: '45',
      repShare: '53',
    });
    const [refused] = await Promise.all([
      other.waitForResponse((response) => response.request().method() === 'POST'),
      submit(other),
    ]);
    expect(refused.status()).toBe(409);
    await expect(other.getByRole('main').getByRole('alert')).toContainText(ALREADY);
    await expect(other.getByRole('link', { name: 'A tipped megtekintése' })).toHaveAttribute(
      'href',
      keyPath,
    );
    await expectAxeClean(other);
    // ...and so is a tip sent to the API with the reader's cookie: 409 naming the first tip.
    const api = await page.request.post('/api/predictions/usa-2028', { data: { answers: apiTip } });
    expect(api.status()).toBe(409);
    expect(await api.json()).toMatchObject({
      reason: 'already-submitted',
      message: ALREADY,
      key: keyPath.split('/').at(-1),
      path: keyPath,
    });
    await page.goto(keyPath);
    await expect(page.getByRole('row', { name: new RegExp(questions.demElectors) })).toContainText(
      '276 elektor',
    );
  });

  test('a closed game has no form and refuses a direct post; its result comes from the election data', async ({
    page,
    request,
  }) => {
    await page.goto(CLOSED);
    await expect(page.getByText('A tippelés lezárult.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elküldöm a tippem' })).toHaveCount(0);
    await expect(page.locator('form[method="post"]')).toHaveCount(0);
    // Scored from the election-data port (data/elections/valasztas-2022.json, a final count): the
    // election office's figures, and the demo tips ranked against them.
    const result = page.getByRole('region', { name: 'Az eredmény' });
    await expect(result.getByRole('row', { name: /Fidesz–KDNP listás/ })).toContainText('54,1%');
    await expect(result.getByRole('row', { name: /mandátumainak száma/ })).toContainText(
      '135 mandátum',
    );
    const board = page.getByRole('table', { name: 'A legjobb 6 tipp' });
    await expect(board.getByRole('row').nth(1)).toHaveText('1.Névtelen tippelő974');
    await expect(board.getByRole('row').nth(2)).toHaveText('2.Molnár Dávid939');
    await expectAxeClean(page);

    const answers = {
      'fidesz-kdnp-arany': 50,
      'egysegben-arany': 40,
      'mi-hazank-arany': 5,
      'fidesz-kdnp-mandatum': 120,
    };
    const api = await request.post('/api/predictions/valasztas-2022', { data: { answers } });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ reason: 'closed', message: CLOSED_REFUSAL });
    // The page's own form post, as a browser without our script sends it.
    const form = await request.post(CLOSED, {
      form: {
        'tipp-fidesz-kdnp-arany': '50',
        'tipp-egysegben-arany': '40',
        'tipp-mi-hazank-arany': '5',
        'tipp-fidesz-kdnp-mandatum': '120',
      },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(403);
    expect(await form.text()).toContain(CLOSED_REFUSAL);
  });

  test('a scored game shows the result, the rule and the leaderboard; a tip its score and rank', async ({
    page,
    request,
  }) => {
    await page.goto(SCORED);
    await expect(page.getByText('Kiértékelve')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elküldöm a tippem' })).toHaveCount(0);
    const result = page.getByRole('region', { name: 'Az eredmény' });
    await expect(result.getByRole('row', { name: /Spanyolország góljai/ })).toContainText('2 gól');
    await expect(result.getByRole('row', { name: /Ki nyeri/ })).toContainText('Spanyolország');
    await expect(page.getByRole('region', { name: 'Így pontozunk' })).toContainText(
      'Ki nyeri az Európa-bajnokságot?: 300 pont, ha a tipp nem talált.',
    );
    // The demo tips (data/predictionTips.json): the score, then the earlier tip; names with consent.
    const board = page.getByRole('table', { name: 'A legjobb 8 tipp' });
    await expect(board.getByRole('row')).toHaveText([
      'HelyezésNévPontszám',
      '1.Kovács Anna1000',
      '2.Névtelen tippelő1000',
      '3.Fekete Máté900',
      '4.Névtelen tippelő900',
      '5.Balaton Bence800',
      '6.Tóth Réka600',
      '7.Névtelen tippelő500',
      '8.Nagy Gergő500',
    ]);
    await expect(page.getByText('Összesen 8 tipp érkezett.')).toBeVisible();
    await expectAxeClean(page);

    const game = await request.get('/api/predictions/euro-2024-donto');
    expect(game.status()).toBe(200);
    expect((await game.json()).data).toMatchObject({
      state: 'scored',
      result: { 'spanyol-golok': 2, 'angol-golok': 1, gyoztes: 'spanyolorszag' },
      total: 8,
    });

    // A seeded tip's page: Fekete Máté's 2-0 cost 100 points on England's goals.
    await page.goto(`${SCORED}/inp0wQCiUzXbR8es2HOdnQ`);
    await expect(page.getByText('Fekete Máté')).toBeVisible();
    await expect(page.getByText('900 pont')).toBeVisible();
    await expect(page.getByText('3. hely (8 tippből)')).toBeVisible();
    await expect(page.getByRole('row', { name: /Anglia góljai/ })).toContainText('−100');
    await expectAxeClean(page);
  });

  test('unknown games and keys are 404 pages', async ({ request }) => {
    for (const path of [
      '/melleklet/tippjatek/nincs-ilyen-jatek',
      `${SCORED}/nincsIlyenKulcs0000000`,
      `${OPEN}/inp0wQCiUzXbR8es2HOdnQ`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get('/api/predictions/nincs-ilyen-jatek')).status()).toBe(404);
  });
});

test.describe('tippjáték without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form posts: a refused tip comes back as typed, with its problems; a good one lands on its page', async ({
    page,
  }) => {
    await page.goto(OPEN);
    await fillTip(page, { demElectors: '600', demShare: '49,65', repShare: '48,1' });
    await page.getByLabel('Név a ranglistán (nem kötelező)').fill('Szkript Nélkül');
    await page.getByRole('checkbox', { name: 'A nevem megjelenhet a ranglistán' }).check();
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      submit(page),
    ]);
    expect(refused.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe(OPEN);

    const summary = page.getByRole('main').getByRole('alert');
    await expect(summary).toContainText('A tipped nem ment el. Javítsd ki a következőket:');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      `${questions.demElectors}: Adj meg egy egész számot 0 és 538 között.`,
      `${questions.repElectors}: Add meg a tipped erre a kérdésre.`,
      `${questions.demShare}: Adj meg egy számot 0 és 100 között, legfeljebb egy tizedesjeggyel (például 42,5).`,
    ]);
    // Each problem is tied to its field; what the reader typed is kept.
    const electors = page.getByLabel(questions.demElectors, { exact: true });
    await expect(electors).toHaveValue('600');
    await expect(electors).toHaveAttribute('aria-invalid', 'true');
    await expect(electors).toHaveAccessibleDescription(
      /Adj meg egy egész számot 0 és 538 között\.$/,
    );
    await expect(page.getByLabel(questions.repShare, { exact: true })).toHaveValue('48,1');
    await expect(page.getByLabel('Név a ranglistán (nem kötelező)')).toHaveValue('Szkript Nélkül');
    await expect(
      page.getByRole('checkbox', { name: 'A nevem megjelenhet a ranglistán' }),
    ).toBeChecked();
    // (axe needs scripts: the page's JavaScript run checks it.)

    await fillTip(page, { demElectors: '270', repElectors: '268', demShare: '49,7' });
    const [taken] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      submit(page),
    ]);
    expect(taken.status()).toBe(303);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(KEY_PAGE);
    await expect(page.getByRole('row', { name: new RegExp(questions.demElectors) })).toContainText(
      '270 elektor',
    );
    await expect(page.getByText('Szkript Nélkül')).toBeVisible();
  });
});
