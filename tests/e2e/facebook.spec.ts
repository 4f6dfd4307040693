// Facebook interactions (issue 16; SPEC sections 3, 7 and 9) in Chromium, in both editions: article
// cards in lists say when an article is popular on Facebook (300+ "Nagyon népszerű", 100+ "Népszerű"),
// quiet ones say nothing; /api/articles/facebook/reaction answers the stored counts and levels.
import { type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

/** Demo articles on the first page of /legfrissebb, with the counts their front matter stores. */
const known = {
  main: {
    high: ['fradi-dramai-hajra-a-derbin', 'Drámai hajrá a derbin', 1840],
    medium: ['kamionbaleset-m1-tatabanya-lezaras', 'Kamionbaleset miatt lezárták az M1-est', 214],
    quiet: ['nem-a-tanarok-a-hibasak', 'Nem a tanárok a hibásak', 87],
  },
  regional: {
    high: [
      'minimalber-emeles-romania-januartol',
      'Januártól 4600 lejre nő a bruttó minimálbér',
      1210,
    ],
    medium: ['nagyvaradi-var-adventi-vasar', 'Korcsolyapálya, kézműves vásár és forralt bor', 175],
    quiet: ['csikszereda-minusz-huszonket-fok-hideg', 'Mínusz huszonkét fokot mértek', 58],
  },
} as const;

const cardOf = (page: Page, title: string) =>
  page
    .locator('.list__item')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${title}`) }) });

test('list cards mark articles popular on Facebook, and only those', async ({ page }, testInfo) => {
  const data = known[editionOf(testInfo).slug];
  await page.goto('/legfrissebb');
  await expect(cardOf(page, data.high[1])).toContainText('Nagyon népszerű a Facebookon');
  await expect(cardOf(page, data.medium[1])).toContainText('Népszerű a Facebookon');
  await expect(cardOf(page, data.medium[1])).not.toContainText('Nagyon népszerű');
  await expect(cardOf(page, data.quiet[1])).toBeVisible();
  await expect(cardOf(page, data.quiet[1])).not.toContainText('Facebook');
  // Modest: most cards carry no note.
  const cards = await page.locator('.list__item').count();
  expect(await page.locator('.list__item .facebook-engagement').count()).toBeLessThan(cards / 2);
});

test('/api/articles/facebook/reaction answers the stored counts and levels', async ({
  request,
}, testInfo) => {
  const data = known[editionOf(testInfo).slug];
  const rows = [
    [...data.high, 'high'],
    [...data.medium, 'medium'],
    [...data.quiet, null],
  ] as const;
  const ids: number[] = [];
  for (const [slug] of rows) {
    const article = await (await request.get(`/api/articles/${slug}`)).json();
    expect(article.facebookEngagement).toBeGreaterThan(0);
    ids.push(article.id);
  }
  const response = await request.get(`/api/articles/facebook/reaction?ids=${ids.join(',')}`);
  expect(response.status()).toBe(200);
  expect((await response.json()).items).toEqual(
    rows.map(([, , engagement, level], i) => ({ id: ids[i], engagement, level })),
  );
  expect((await request.get('/api/articles/facebook/reaction?ids=abc')).status()).toBe(400);
});
