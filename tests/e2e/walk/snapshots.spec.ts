// Visual snapshots (issue 27, item 3): the first screen of one page of every page kind of the edition
// under test, at 390, 768 and 1280 px, compared with the baselines in walk/__snapshots__/ (Playwright's
// pixel comparison, a small threshold). The browser's clock is fixed and what moves by itself (dates,
// the drawn auto block, ads, live scores) is masked, so that a difference is a change of the look.
// Review the differences: `npm run look:review`; accept them as the new baselines: `npm run look:accept`.
// Runs before the other e2e tests (scripts/test-all.sh): those write to the store (new articles, live
// posts, the pip), which would change what the pages show.
import { expect, test } from '@playwright/test';
import { editionOf } from '../edition';
import { openSettled } from './openSettled';
import { pageSamples } from './pageSamples';
import { WIDTHS } from './widths';

/** What moves by itself on every page: dates and relative times, ads, embedded players. */
const ALWAYS_VOLATILE = ['time', '[data-ad-slot]', '[data-version]', 'iframe', '[data-pip]'];

/** The browser's clock: Date.now() in the page, fixed (timers still run). */
const FIXED_NOW = new Date('2026-11-25T10:00:00+01:00');

test.describe('visual snapshots (issue 27)', () => {
  for (const { width, height } of WIDTHS) {
    test(`${width} px: every page kind looks as accepted`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(10 * 60_000);
      for (const sample of await pageSamples(request, editionOf(testInfo))) {
        const { page, close } = await openSettled(browser, `${baseURL}${sample.path}`, {
          viewport: { width, height },
          fixedTime: FIXED_NOW,
        });
        const mask = [...ALWAYS_VOLATILE, ...(sample.volatile ?? [])].map((selector) =>
          page.locator(selector),
        );
        await expect.soft(page, sample.path).toHaveScreenshot(`${sample.name}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask,
          maxDiffPixelRatio: 0.01,
          timeout: 15_000,
        });
        await close();
      }
    });
  }
});
