// Layout at three widths (issue 27, item 2), on one page of every page kind of the edition under test
// (pageSamples.ts): no sideways scrolling, no text over text, no text cut off, and on phones tap
// targets of at least 24 x 24 px (WCAG 2.2, 2.5.8). The states a reader reaches by acting (a player
// opened, signed in: readerStates.ts) are also checked by axe here: the walk sees pages as they load.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../guardedTest';
import { editionOf } from '../edition';
import { layoutProblems } from './layoutChecks';
import { openSample, pageSamples } from './pageSamples';
import { WIDTHS } from './widths';

test.describe('layout at 390, 768 and 1280 px (issue 27)', () => {
  for (const { width, height, phone } of WIDTHS) {
    test(`${width} px: every page kind fits, no text over text or cut off`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(10 * 60_000);
      const problems: string[] = [];
      const edition = editionOf(testInfo);
      for (const sample of await pageSamples(request, edition)) {
        const { page, status, close } = await openSample(browser, baseURL!, edition, sample, {
          viewport: { width, height },
        });
        expect(status, sample.path).toBe(sample.status ?? 200);
        for (const problem of await layoutProblems(page, { targets: phone })) {
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
        await close();
      }
      expect(problems).toEqual([]);
    });
  }
});
