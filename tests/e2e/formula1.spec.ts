// The Formula 1 page (issue 15; SPEC sections 2, 4, 5 and 8) in Chromium, in both editions: the
// replayed Hungarian Grand Prix (Magyar Nagydíj) is live on the calendar and its lap count moves within one poll; the
// championships, a grid, a disqualification in words, teams and drivers, all as URLs the server
// renders without JavaScript; axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './guardedTest';
import { followReplays, hydrated, sportReplayTime } from './pageClock';
import { F1_REFRESH_MS } from '@/lib/constants';
import { F1_REPLAY_RACE_MINUTES } from '@/lib/rules/sportReplay';

/** The Hungarian Grand Prix's laps. */
const LAPS = 70;

/** The instant the replayed race completes its `laps`-th lap (the replay spreads the laps evenly). */
function lapTime(laps: number): number {
  return sportReplayTime((laps / LAPS) * F1_REPLAY_RACE_MINUTES);
}

test.describe('Formula 1 page', () => {
  // The page's clock is the test's, and the replay stands where it is (tests/e2e/pageClock.ts): the
  // page opens a few seconds before the 20th lap is done, and its next poll shows it.
  test('a live race shows its live tag and its laps move within one poll', async ({ page }) => {
    await followReplays(page, lapTime(20) - 5_000);
    await page.goto('/sport/forma-1');
    const row = page.getByRole('link', { name: /Magyar Nagydíj/ });
    await expect(row).toContainText('ÉLŐ');
    await expect(row).toContainText(`19/${LAPS} kör`);
    await hydrated(page);
    await page.clock.runFor(F1_REFRESH_MS);
    await expect(row).toContainText(`20/${LAPS} kör`);
    await expect(row).toContainText('ÉLŐ');
  });

  test('championships, a grid, a disqualification and the teams, without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/sport/forma-1?oldal=pontverseny');
    await expect(page.getByRole('heading', { level: 1, name: 'Forma–1' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Max Verstappen/ })).toContainText('437');
    await page.getByRole('link', { name: 'Konstruktőri bajnokság' }).click();
    await expect(page).toHaveURL(/oldal=konstruktor/);
    await expect(page.getByRole('row', { name: /McLaren/ })).toContainText('666');
    await page.goto('/sport/forma-1?verseny=14');
    await expect(page.getByRole('heading', { name: 'Belga Nagydíj' })).toBeVisible();
    await expect(page.getByRole('row', { name: /George Russell/ })).toContainText('Kizárás');
    await page.goto('/sport/forma-1?verseny=1&futam=-2024001');
    await expect(page.getByRole('heading', { name: /Rajtrács/ })).toBeVisible();
    // An unknown race is not used (SPEC §5): the page opens on its default weekend.
    const unknown = await page.goto('/sport/forma-1?verseny=999&futam=x');
    expect(unknown!.status()).toBe(200);
    await page.goto('/sport/forma-1?oldal=csapatok&csapat=1');
    await expect(page.getByText('Csapatfőnök: Christian Horner')).toBeVisible();
    await context.close();
  });

  test('axe finds nothing on the calendar and the drivers', async ({ page }) => {
    for (const url of [
      '/sport/forma-1?verseny=13',
      '/sport/forma-1?oldal=versenyzok&versenyzo=1',
    ]) {
      await page.goto(url);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${url} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    }
  });
});
