// Video in articles and the picture-in-picture player (issue 18; SPEC sections 3, 4, 5, 8, 9) in
// Chromium, both editions, each on its demo video article. Chromium here cannot reach YouTube, so the
// player is a test double served on YouTube's own embed origin (tests/fixtures/fakeYoutubeEmbed.ts),
// speaking the part of the iframe API our adapter uses; every request to a video site is recorded.
// - nothing of the video site loads before the reader clicks the facade; then the player loads in the
//   facade's box, from the link's start time, and plays;
// - scrolled out of view while playing, the video moves to the pip box, which continues from the
//   article player's time rounded up and keeps playing; dismissing the pip removes the player;
// - without JavaScript the facade is a link to the video's page;
// - the newsroom's pip set through the store writer (as the CMS would) appears within one shared data
//   refresh (15 s), poster first; axe finds nothing in the pip box. The pip is edition-wide while it
//   is set, so the test clears it again at once.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import { editionOf } from './edition';
import { runUntilPollShows } from './pageClock';
import { store } from './store';
import { withFakeVideoSite } from './walk/readerStates';

/** Each edition's demo article with a YouTube video (data/articles) and the link's start time. */
const demos = {
  main: { slug: 'uj-villamosok-nagykorut-probajarat', start: 15, label: 'kezdés: 0:15' },
  regional: { slug: 'bukaresti-metro-repuloter-vonal-proba', start: 42, label: 'kezdés: 0:42' },
} as const;

const PIP = 'Videó kis ablakban';
const CLOSE = 'Videó bezárása';
const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo\.com|vimeocdn\.com|facebook\.com|fbcdn\.net)$/;

async function articleUrl(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/articles/${slug}`);
  expect(response.status(), slug).toBe(200);
  return (await response.json()).url;
}

/** Serves the fake player for YouTube's embeds; returns the list of every video-site request. */
async function fakeVideoSite(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await withFakeVideoSite(page);
  return requests;
}

/** A box in page coordinates (a click may scroll the window). */
const pageBox = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });

const timeOf = async (player: ReturnType<Page['locator']>) =>
  Number(await player.getAttribute('data-time'));

async function expectAxeClean(page: Page, selector: string) {
  // The player's own document (the video site's, here its test double) is not ours to check.
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .disableRules(['page-has-heading-one'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test.describe('article video and picture-in-picture', () => {
  // A window low enough that the short demo articles can scroll their video out of view.
  test.use({ viewport: { width: 1280, height: 600 } });

  test('plays only after the click, moves to the pip when scrolled away and continues there', async ({
    page,
    request,
  }, testInfo) => {
    const demo = demos[editionOf(testInfo).slug];
    const requests = await fakeVideoSite(page);
    await page.goto(await articleUrl(request, demo.slug));
    const title = (await page.locator('h1').first().textContent())!.trim();

    // The facade: our own box and label, upgraded to a button once the video code is there.
    const facade = page.locator('article a.video-facade');
    await expect(facade).toHaveCount(1);
    await expect(facade).toHaveAttribute('role', 'button');
    await expect(facade).toContainText(demo.label);
    const box = await pageBox(facade);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(requests).toEqual([]);
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);

    await facade.click();
    const frame = page.locator('article .video-player iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`[?&]start=${demo.start}(&|$)`));
    const player = page.frameLocator('article .video-player iframe').locator('#fake-player');
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect(player).toHaveAttribute('data-start', String(demo.start));
    await expect.poll(() => timeOf(player)).toBeGreaterThan(demo.start + 1);
    // The player took the facade's place without moving the text (same box).
    const playerBox = await pageBox(page.locator('article .video-player'));
    // Within a pixel: the header settles by a sub-pixel step after hydration.
    expect(Math.abs(playerBox.top - box.top)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(playerBox.height - box.height)).toBeLessThanOrEqual(1);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(
      true,
    );

    // Scrolled away while playing: the pip continues from the rounded-up time.
    const before = await timeOf(player);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pip = page.getByRole('region', { name: PIP });
    await expect(pip).toBeVisible();
    await expect(pip).toHaveAttribute('data-pip', 'manual');
    await expect(pip).toContainText(title);
    const pipStart = Number(
      new URL((await pip.locator('iframe').getAttribute('src'))!).searchParams.get('start'),
    );
    expect(Number.isInteger(pipStart)).toBe(true);
    expect(pipStart).toBeGreaterThanOrEqual(Math.ceil(before));
    const pipPlayer = page.frameLocator('[data-pip-player] iframe').locator('#fake-player');
    await expect(pipPlayer).toHaveAttribute('data-start', String(pipStart));
    await expect(pipPlayer).toHaveAttribute('data-state', 'playing');
    const inPip = await timeOf(pipPlayer);
    await expect.poll(() => timeOf(pipPlayer)).toBeGreaterThan(inPip + 0.5);
    // The article player stopped: its facade is back.
    await expect(page.locator('article .video-player')).toHaveCount(0);
    await expect(facade).toHaveCount(1);
    await expectAxeClean(page, 'section[data-pip]');

    // Dismissed: the video stops, its player is gone.
    await pip.getByRole('button', { name: CLOSE }).focus();
    await page.keyboard.press('Enter');
    await expect(pip).toHaveCount(0);
    await expect(page.locator('iframe[src*="youtube-nocookie"]')).toHaveCount(0);
  });

  test('without JavaScript the video is a link to its page', async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const demo = demos[editionOf(testInfo).slug];
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(await articleUrl(request, demo.slug));
    await expect(
      page.getByRole('link', { name: new RegExp(`^Videó lejátszása · YouTube · ${demo.label}$`) }),
    ).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.youtube\\.com/watch\\?v=.+&t=${demo.start}s$`),
    );
    await context.close();
  });

  test("the newsroom's pip set in the store appears within a refresh, poster first", async ({
    page,
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const requests = await fakeVideoSite(page);
    // The page's clock is the test's: its shared data refresh comes when the test moves the clock.
    await page.clock.install();
    await page.goto('/');
    const pip = page.getByRole('region', { name: PIP });
    await expect(pip).toHaveCount(0);
    const title = `Parlamenti közvetítés ${Date.now()}`;
    try {
      store(
        'pip',
        '--edition',
        edition,
        '--url',
        'https://www.youtube.com/watch?v=Q7rT2mVb9kE',
        '--title',
        title,
      );
      // The open page learns of it with its next shared data refresh (one interval on).
      await runUntilPollShows(page, SHARED_DATA_REFRESH_MS, (timeout) =>
        expect(pip).toBeVisible({ timeout }),
      );
      await expect(pip).toHaveAttribute('data-pip', 'newsroom');
      await expect(pip).toContainText(title);
      await expect(pip.getByText('élő', { exact: true })).toBeVisible();
      await expect(pip.locator('iframe')).toHaveCount(0);
      expect(requests).toEqual([]);
      await expectAxeClean(page, 'section[data-pip]');

      await pip.getByRole('button', { name: `Videó lejátszása: ${title}` }).click();
      const player = page.frameLocator('[data-pip-player] iframe').locator('#fake-player');
      await expect(player).toHaveAttribute('data-state', 'playing');
      await pip.getByRole('button', { name: CLOSE }).click();
      await expect(pip).toHaveCount(0);
      await expect(page.locator('iframe[src*="youtube-nocookie"]')).toHaveCount(0);
    } finally {
      store('pip', '--edition', edition, '--hide');
    }
    const served = await (await request.get('/api/frontend/refresh')).json();
    expect(served.pipStatus).toMatchObject({ pipShow: false, pipLabel: 'élő' });
  });
});
