// The states a reader meets on a page after it loaded (issue 27, item 3): the video player open, the
// video in picture-in-picture, a quiz answered, the signed-in reader's menu, a live blog receiving a
// post. Each is a scripted reader's steps on a page the layout and snapshot suites opened; they wait
// for what the reader would see, never for a time.
import { expect, type Page } from '@playwright/test';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { fakeYoutubeEmbed } from '../../fixtures/fakeYoutubeEmbed';
import { store } from '../store';

/**
 * Chromium here cannot reach YouTube: its embeds are answered by the player's test double, served on
 * YouTube's own origin (tests/fixtures/fakeYoutubeEmbed.ts), as in tests/e2e/video.spec.ts.
 */
export async function withFakeVideoSite(page: Page) {
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeYoutubeEmbed(route.request().url()) }),
  );
}

/** The reader clicks the article's video poster: the player takes its box and plays. */
export async function openVideo(page: Page) {
  const facade = page.locator('article a.video-facade');
  await facade.scrollIntoViewIfNeeded();
  await facade.click();
  const player = page.frameLocator('article .video-player iframe').locator('#fake-player');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await page.locator('article .video-player').scrollIntoViewIfNeeded();
}

/** Playing, the reader scrolls the video out of view: it goes on in the picture-in-picture box. */
export async function videoInPip(page: Page) {
  await openVideo(page);
  const pip = page.getByRole('region', { name: 'Videó kis ablakban' });
  const player = page.locator('article .video-player');
  // The page learns that the player plays by a message from its frame, a moment after the frame
  // shows it: a scroll within that moment leaves the video in place. Like a reader, scroll back to
  // it and away again until it moves.
  await expect(async () => {
    if (await player.count()) await player.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(pip).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(pip.frameLocator('iframe').locator('#fake-player')).toHaveAttribute(
    'data-state',
    'playing',
  );
}

/** The reader answers the article's first quiz question and sees the results. */
export async function answerQuiz(page: Page) {
  const form = page.locator('section.quiz form').first();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'Szavazok' }).click();
  await expect(form.getByRole('status')).toHaveText('Elküldtük a válaszodat.');
  // The same view every time: the question at the top of the window, reached scrolling down (the
  // header hides), whatever the button's focus scrolled.
  await form.evaluate(async (element) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo(0, 0);
    await frames();
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY);
    await frames();
  });
}

/** The signed-in reader opens their menu in the header. */
export async function openUserMenu(page: Page) {
  const menu = page.getByTestId('user-menu');
  await menu.locator('summary').click();
  await expect(menu.getByRole('link').or(menu.getByRole('button')).first()).toBeVisible();
}

const POSTS = '#liveblog-items-container';

/**
 * A live blog receiving a post while the reader is down among its oldest posts: the post waits behind
 * the "new posts" button (nothing moves). The post is written to the store as the CMS would; the page's
 * clock (installed before it loaded) jumps one poll interval at a time instead of waiting.
 */
export function receiveLivePost(parentSlug: string) {
  return async (page: Page) => {
    await expect(page.locator(`${POSTS} > li`).first()).toBeAttached();
    await page.locator(`${POSTS} > li`).last().scrollIntoViewIfNeeded();
    store('live-post', '--parent', parentSlug, '--title', 'Új bejegyzés olvasás közben');
    const button = page.getByRole('button', { name: /^\d+ új bejegyzés – megjelenítés$/ });
    await expect(async () => {
      await page.clock.fastForward(LIVE_ARTICLE_POLL_MS);
      await expect(button).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
  };
}
