// The football page (issue 15; SPEC sections 2, 4, 8 and 9) in Chromium, in both editions: a replayed
// match (the e2e sites replay Germany-Scotland tonight, at the page's clock: tests/e2e/pageClock.ts)
// changes score on the open page at its next poll and stops polling at full time; every selection is a
// URL the server renders, readable without JavaScript; axe clean.
import AxeBuilder from '@axe-core/playwright';
import { type Request } from '@playwright/test';
import { expect, test } from './guardedTest';
import { followReplays, hydrated, runUntilPollShows, sportReplayTime } from './pageClock';
import { E2E_REPLAYED_FIXTURE } from '../../playwright.config';
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import { MATCH_REFRESH_MS, REPLAY_NOW_HEADER } from '@/lib/constants';

const FIXTURE_API = `/api/livescore/football/fixtures/${E2E_REPLAYED_FIXTURE}`;

test.describe('football page', () => {
  // The page's clock is the test's, and the replay stands where it is: the page opens in the 9th
  // minute, a poll interval before Wirtz's goal, and follows the match to the final whistle.
  test('a live match changes score at the next poll and stops refreshing at full time', async ({
    page,
  }) => {
    const opened = sportReplayTime(8.9);
    await followReplays(page, opened);
    const polls: string[] = [];
    let unanswered = 0;
    const isPoll = (request: Request) => request.url().includes('/api/livescore/');
    page.on('request', (request) => {
      if (!isPoll(request)) return;
      polls.push(request.url());
      unanswered += 1;
    });
    const answered = (request: Request) => {
      if (isPoll(request)) unanswered -= 1;
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    await page.goto(`/sport/foci?meccs=${E2E_REPLAYED_FIXTURE}`);
    const score = page.locator('#match-heading ~ div p').first();
    await expect(score).toContainText('Németország 0–0 Skócia');
    await expect(page.getByText('ÉLŐ').first()).toBeVisible();
    await hydrated(page);
    // The goal of the 10th minute comes before the next poll: that poll shows it.
    await page.clock.runFor(MATCH_REFRESH_MS);
    await expect(score).toContainText('Németország 1–0 Skócia');
    // The reader comes back late in the second half: the page polls once on its return...
    await page.clock.fastForward(sportReplayTime(104.9) - opened - MATCH_REFRESH_MS);
    await expect(score).toContainText('Németország 5–1 Skócia');
    await expect(page.getByText('ÉLŐ').first()).toBeVisible();
    // ...and the next poll brings the final whistle.
    await runUntilPollShows(page, MATCH_REFRESH_MS, (timeout) =>
      expect(page.getByText('Vége', { exact: true })).toBeVisible({ timeout }),
    );
    await expect(score).toContainText('Németország 5–1 Skócia');
    // Both polls (the day's list and the match) learnt it: however long the reader stays, nothing
    // polls any more.
    await expect.poll(() => unanswered).toBe(0);
    const afterFullTime = polls.length;
    await page.clock.runFor(4 * MATCH_REFRESH_MS);
    // Any poll the timers started has been sent by the time the page answers this.
    await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
    expect(polls.length, 'no poll after both polls learnt the final whistle').toBe(afterFullTime);
  });

  // The replays' clock seam (lib/http/replayClock.ts), on for the e2e sites: a request that names an
  // instant sees the replay then, and no shared cache keeps that answer; a malformed one is a 400.
  test('a request naming its instant sees the replay then; a malformed instant is a 400', async ({
    request,
  }) => {
    const named = await request.get(FIXTURE_API, {
      headers: { [REPLAY_NOW_HEADER]: String(sportReplayTime(30)) },
    });
    expect(named.headers()['cache-control']).toBe(PRIVATE_NO_STORE);
    const [fixture] = ((await named.json()) as { response: Array<Record<string, unknown>> })
      .response;
    expect(fixture).toMatchObject({
      fixture: { status: { short: '1H', elapsed: 31 } },
      goals: { home: 2, away: 0 },
    });
    // On the server's clock the match is still to come, and shared caches may keep the answer.
    const plain = await request.get(FIXTURE_API);
    expect(plain.headers()['cache-control']).not.toBe(PRIVATE_NO_STORE);
    expect(await plain.json()).toMatchObject({
      response: [{ fixture: { status: { short: 'NS' } } }],
    });
    for (const value of ['tomorrow', '-1', '1.5', '2026-11-22T21:30:00+01:00', '9'.repeat(40)]) {
      const headers = { [REPLAY_NOW_HEADER]: value };
      for (const path of [
        FIXTURE_API,
        '/api/frontend/scores',
        '/api/elections/ep-2024',
        '/sport/foci',
        '/sport/forma-1',
        '/valasztasi-terkep/ep-2024',
      ]) {
        expect((await request.get(path, { headers })).status(), `${path} ${value}`).toBe(400);
      }
    }
  });

  test('every selection is a URL the server renders, readable without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/sport/foci?orszag=World&liga=4&szezon=2024&oldal=gol&nap=2024-06-15');
    await expect(page.getByRole('heading', { level: 1, name: 'Foci' })).toBeVisible();
    await expect(page.getByText('Magyarország – Svájc')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Góllövőlista' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('table').getByText('Musiala')).toBeVisible();
    // The day picker keeps every other choice.
    const next = page.getByRole('link', { name: 'Következő játéknap' });
    await expect(next).toHaveAttribute('href', /liga=4&szezon=2024&oldal=gol&nap=2024-06-16/);
    // A match, and back.
    await page.getByRole('link', { name: /Magyarország – Svájc/ }).click();
    await expect(page).toHaveURL(/meccs=1240002/);
    await expect(page.getByRole('heading', { name: 'Magyarország – Svájc' })).toBeVisible();
    await expect(page.getByText(/Varga Barnabás/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Vissza' }).click();
    await expect(page).not.toHaveURL(/meccs=/);
    // The filter form is a plain GET form.
    await page.getByRole('textbox', { name: 'Nap' }).fill('2024-06-20');
    await page.getByRole('button', { name: 'Mutasd' }).click();
    await expect(page).toHaveURL(/nap=2024-06-20/);
    await expect(
      page
        .getByText('Nem rendeznek mérkőzést ezen a napon.')
        .or(page.getByRole('link', { name: / – / }).first()),
    ).toBeVisible();
    await context.close();
  });

  test('the tables behind the tabs, the final and bad parameters; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/sport/foci?nap=2024-07-14&meccs=1240051');
    await expect(page.getByRole('heading', { name: 'Spanyolország – Anglia' })).toBeVisible();
    await expect(page.getByText('Vége', { exact: true })).toBeVisible();
    await expect(page.getByText(/Oyarzabal/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Várható eredmény' })).toBeVisible();
    await expect(page.getByText('Nincs még elérhető információ.')).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('Svájc');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await page.goto('/sport/foci?oldal=piros');
    await expect(page.getByRole('table')).toContainText('Porteous');
    // Bad parameters fall back to the default view; a bad API path is a 400, never a 500.
    const bad = await page.goto('/sport/foci?liga=x&szezon=19&nap=tegnap&meccs=-1&oldal=kek');
    expect(bad!.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Tabella' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      (await page.request.get('/api/livescore/football/fixtures/4/2024/2024-02-30')).status(),
    ).toBe(400);
    expect((await page.request.get('/api/livescore/tennis/live')).status()).toBe(404);
  });
});

test.describe('the Euro 2024 supplement (SPEC section 2)', () => {
  test('Mérkőzések, Eredmények, Csoportok and Toplisták show the tournament', async ({ page }) => {
    await page.goto('/melleklet/eb-2024/merkozesek');
    const opener = page.getByRole('link', { name: /Magyarország – Svájc/ });
    await expect(opener).toHaveAttribute(
      'href',
      /\/sport\/foci\?liga=4&szezon=2024&nap=2024-06-15&meccs=1240002/,
    );
    await expect(page.getByRole('heading', { name: 'Döntő', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Eredmények' }).click();
    await expect(page).toHaveURL(/\/melleklet\/eb-2024\/eredmenyek$/);
    await expect(page.getByRole('link', { name: /Spanyolország – Anglia/ })).toContainText('2–1');
    await page.goto('/melleklet/eb-2024/csoportok');
    await expect(page.getByRole('table').filter({ hasText: 'Magyarország' })).toContainText(
      'Svájc',
    );
    await page.goto('/melleklet/eb-2024/toplistak');
    await expect(page.getByRole('table').filter({ hasText: 'Musiala' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Porteous' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});
