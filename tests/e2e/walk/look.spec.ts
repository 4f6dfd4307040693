// The look of every page kind (issue 27, items 2 and 3): one page of every page kind of the edition
// under test (pageSamples.ts), and the states a reader meets on them, at 390, 768 and 1280 px, each
// opened once and checked twice:
// - its layout: no sideways scrolling, no text over text, no text cut off, and on phones tap targets
//   of at least 24 x 24 px (WCAG 2.2, 2.5.8; layoutChecks.ts); the states a reader reaches by acting
//   (a player opened, signed in: readerStates.ts) also by axe, as the walk sees pages as they load;
// - its first screen, compared with the baselines in walk/__snapshots__/ (Playwright's pixel
//   comparison, a small threshold). The browser's clock is fixed and what moves by itself (dates, the
//   drawn auto block, ads, live scores, players) is masked, dates in boxes of one size, so that a
//   difference is a change of the look, whatever the hour.
// Review the differences: `npm run look:review`; accept them as the new baselines: `npm run look:accept`.
// Runs before the other e2e tests (scripts/test-all.sh): those write to the store (new articles, live
// posts, the pip), which would change what the pages show. For the same reason the states that write
// (a live post) come last, after every width's other pages, in this file's order.
import AxeBuilder from '@axe-core/playwright';
import { type Browser } from '@playwright/test';
import { expect, test } from '../guardedTest';
import type { EditionConfig } from '@/editions/editionSchema';
import { TEST_NOW } from '@/tests/clock/movedClock.mts';
import { editionOf } from '../edition';
import { layoutProblems } from './layoutChecks';
import { openSample, pageSamples, type PageSample } from './pageSamples';
import { WIDTHS } from './widths';

/** What moves by itself on every page: dates and relative times, ads, embedded players. */
const ALWAYS_VOLATILE = ['time', '[data-ad-slot]', '[data-version]', 'iframe'];

/**
 * Dates take one fixed box while the snapshot is taken: the servers' clock runs on from the tests'
 * clock while the suite runs, and a date's text ("8 órája", "ma 14:05") would otherwise move what
 * stands beside it on its line, or wrap it, as the minutes pass.
 */
const FIXED_DATE_BOXES = `time {
  display: inline-block !important;
  width: 9em !important;
  height: 1.25em !important;
  overflow: hidden !important;
  white-space: nowrap !important;
  vertical-align: bottom !important;
}`;

/**
 * The share of pixels that may differ. The same build draws the same pixels (0 differ, measured); the
 * English menus replacing the Hungarian ones changed 0.4-1 % of a first screen, which the 1 % first
 * chosen let pass unseen.
 */
const MAX_DIFF_RATIO = 0.001;

/** The browser's clock: Date.now() in the page, fixed at the tests' clock (timers still run). */
const FIXED_NOW = new Date(TEST_NOW);

/**
 * Opens a sample at one width, adds what is wrong with its layout to `problems`, and compares its first
 * screen with the accepted one (a soft expectation: every sample is looked at).
 */
async function expectLooksAccepted(
  browser: Browser,
  baseURL: string,
  edition: EditionConfig,
  sample: PageSample,
  viewport: { width: number; height: number; phone: boolean },
  problems: string[],
) {
  const { page, status, close } = await openSample(browser, baseURL, edition, sample, {
    viewport: { width: viewport.width, height: viewport.height },
    fixedTime: FIXED_NOW,
  });
  if (status !== (sample.status ?? 200)) problems.push(`${sample.path}: answered ${status}`);
  for (const problem of await layoutProblems(page, { targets: viewport.phone })) {
    problems.push(`${sample.path}: ${problem}`);
  }
  // axe runs in the page's JavaScript: a page opened without it cannot be checked by axe here.
  if ((sample.act || sample.account) && sample.javaScript !== false) {
    // The video site's own document (here its test double) is not ours to check.
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    for (const violation of axe.violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      problems.push(`${sample.name}: axe ${violation.id}: ${targets.join(', ')}`);
    }
  }
  if (sample.javaScript === false) {
    // addStyleTag waits for the tag's load event, which a page without JavaScript never fires.
    await page.evaluate((css) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }, FIXED_DATE_BOXES);
  } else {
    await page.addStyleTag({ content: FIXED_DATE_BOXES });
  }
  const mask = [...ALWAYS_VOLATILE, ...(sample.volatile ?? [])].map((selector) =>
    page.locator(selector),
  );
  await expect.soft(page, sample.path).toHaveScreenshot(`${sample.name}-${viewport.width}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    maxDiffPixelRatio: MAX_DIFF_RATIO,
    timeout: 15_000,
  });
  await close();
}

test.describe('the look of every page kind: layout and snapshots (issue 27)', () => {
  // In order, one after the other (a failure does not skip the rest): the writing states come last.
  test.describe.configure({ mode: 'default' });

  for (const width of WIDTHS) {
    test(`${width.width} px: every page kind fits, no text over text or cut off, and looks as accepted`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(10 * 60_000);
      const edition = editionOf(testInfo);
      const problems: string[] = [];
      for (const sample of await pageSamples(request, edition)) {
        if (sample.writes) continue;
        await expectLooksAccepted(browser, baseURL!, edition, sample, width, problems);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the states that write to the store fit and look as accepted, at every width', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(5 * 60_000);
    const edition = editionOf(testInfo);
    const problems: string[] = [];
    for (const sample of (await pageSamples(request, edition)).filter((s) => s.writes)) {
      for (const width of WIDTHS) {
        await expectLooksAccepted(browser, baseURL!, edition, sample, width, problems);
      }
    }
    expect(problems).toEqual([]);
  });
});
