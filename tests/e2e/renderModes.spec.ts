// Render modes (SPEC section 4: app mode with `isMobileApp`): the newsroom's app draws its own chrome,
// so app-mode pages carry no site header or footer; the web pages at the same paths keep theirs, each
// mode cached on its own.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './guardedTest';

async function newestArticlePath(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/api/articles?perPage=5')).json();
  const item = (list.items as Array<{ url: string; ctUrl: string | null }>).find((i) => !i.ctUrl);
  return item!.url;
}

test.describe('render modes', () => {
  test('app mode has no site chrome on the front page, lists, articles and search', async ({
    page,
    request,
  }) => {
    const article = await newestArticlePath(request);
    for (const path of ['/', '/legfrissebb?oldal=2', article, '/archivum?term=a']) {
      const separator = path.includes('?') ? '&' : '?';
      const response = await page.goto(`${path}${separator}isMobileApp=1`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('main'), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeAttached();
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the web page at the same path keeps its chrome (each mode cached on its own)', async ({
    page,
  }) => {
    await page.goto('/legfrissebb?isMobileApp=1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/legfrissebb');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await page.goto('/legfrissebb?isMobileApp=1');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('an article path that redirects to its canonical URL stays in the app', async ({
    request,
  }) => {
    const article = await newestArticlePath(request);
    const slug = article.split('/').pop();
    const response = await request.get(`/kulfold/2001/01/01/${slug}?isMobileApp=1`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`${article}?isMobileApp=1`);
  });

  test('a path that is no page is a 404 in the app too', async ({ page }) => {
    const response = await page.goto('/nincs-ilyen/oldal/sehol?isMobileApp=1');
    expect(response?.status()).toBe(404);
  });
});
