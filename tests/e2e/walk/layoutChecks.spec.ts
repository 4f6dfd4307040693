// The layout checks themselves (layoutChecks.ts), on small pages in Chromium: each finds the defect it
// names, and none reports what a reader does not see as a defect (a sticky header over the text it
// scrolls past, a title cut short by an ellipsis beside its button). No server: the pages are set.
import { type Page } from '@playwright/test';
import { expect, test } from '../guardedTest';
import { layoutProblems } from './layoutChecks';

const WINDOW = { width: 390, height: 600 };

async function problemsOf(page: Page, body: string, targets = false) {
  await page.setViewportSize(WINDOW);
  await page.setContent(
    `<!doctype html><html lang="hu"><body style="margin:0;font:16px/1.4 sans-serif">${body}</body></html>`,
  );
  return layoutProblems(page, { targets });
}

test.describe('the layout checks (issue 27)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'main', 'no edition involved: run once');
  });

  test('a page wider than the window is reported; a wide table in its own scroll box is not', async ({
    page,
  }) => {
    expect(await problemsOf(page, '<div style="width:600px">széles</div>')).toEqual([
      expect.stringMatching(/^page scrolls sideways \(600 px wide in 390\)/),
    ]);
    expect(
      await problemsOf(
        page,
        '<div style="overflow-x:auto"><table style="width:600px"><tr><td>széles</td></tr></table></div>',
      ),
    ).toEqual([]);
  });

  test('two texts on each other are reported, also inside one window layer', async ({ page }) => {
    const overlapping =
      '<div style="position:relative"><p style="margin:0">Első szöveg itt</p>' +
      '<p style="position:absolute;top:0;left:0;margin:0">Második szöveg</p></div>';
    expect(await problemsOf(page, overlapping)).toEqual([
      expect.stringMatching(/^text over text: <p> "Első szöveg itt" \/ <p> "Második szöveg"/),
    ]);
    const inHeader = `<header style="position:sticky;top:0">${overlapping}</header>`;
    expect(await problemsOf(page, inHeader)).toHaveLength(1);
  });

  test('an opaque sticky header over the text it scrolls past is not text over text; a see-through one is', async ({
    page,
  }) => {
    const page_ = (background: string) =>
      `<header style="position:sticky;top:0;background:${background};height:40px">Címlap menü</header>` +
      '<p style="margin:0">Bekezdés a fejléc alatt</p>'.repeat(80);
    await problemsOf(page, page_('white'));
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await layoutProblems(page, { targets: false })).toEqual([]);
    await problemsOf(page, page_('transparent'));
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await layoutProblems(page, { targets: false })).toEqual([
      expect.stringMatching(/^text over text: <header> "Címlap menü" \/ <p> "Bekezdés/),
    ]);
  });

  test('a title cut short by an ellipsis beside its button is not text over text', async ({
    page,
  }) => {
    const bar =
      '<div style="display:flex;width:200px">' +
      '<span style="flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">' +
      'Egy nagyon hosszú videócím, amely nem fér ki</span>' +
      '<button style="width:32px;height:32px">×</button></div>';
    expect(await problemsOf(page, bar)).toEqual([]);
  });

  test('a header whose bar wraps to a second row is reported', async ({ page }) => {
    const header = (width: string) =>
      `<header><div style="display:flex;flex-wrap:wrap;width:${width}">` +
      '<a href="/" style="width:150px">Logó</a><button style="width:150px">Keresés</button>' +
      '<details style="width:150px"><summary>Menü</summary><p>Rovatok</p></details></div></header>';
    expect(await problemsOf(page, header('100%'))).toEqual([
      expect.stringMatching(/^header wraps to a second row: <details> "Menü/),
    ]);
    expect(await problemsOf(page, header('100%').replace(/150px/g, '100px'))).toEqual([]);
  });

  test('text cut off by its box is reported', async ({ page }) => {
    expect(
      await problemsOf(
        page,
        '<div style="height:20px;overflow:hidden">Első sor<br>Második sor<br>Harmadik sor</div>',
      ),
    ).toEqual([expect.stringMatching(/^text cut off: <div> "Első sor/)]);
  });

  test('on phones, small crowded tap targets are reported; spaced or large ones are not', async ({
    page,
  }) => {
    const crowded =
      '<a href="/a" style="font-size:10px">A</a><a href="/b" style="font-size:10px">B</a>';
    expect(await problemsOf(page, crowded, true)).toEqual([
      expect.stringMatching(/^tap target \d+x\d+ px: <a> "A"/),
      expect.stringMatching(/^tap target \d+x\d+ px: <a> "B"/),
    ]);
    const large =
      '<a href="/a" style="display:inline-block;width:44px;height:44px">A</a>' +
      '<a href="/b" style="display:inline-block;width:44px;height:44px">B</a>';
    expect(await problemsOf(page, large, true)).toEqual([]);
  });
});
