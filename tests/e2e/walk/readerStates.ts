// The states a reader meets on a page after it loaded (issue 27, item 3): the video player open, the
// video in picture-in-picture, a quiz answered, the signed-in reader's menu, a live blog receiving a
// post, and (issue 29) a login code or a newsletter confirmation the mail server cannot take now.
// Each is a scripted reader's steps on a page the layout and snapshot suites opened; they wait for
// what the reader would see, never for a time.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { E2E_MAILBOX_URL } from '../../../playwright.config';
import { fakeYoutubeEmbed } from '../../fixtures/fakeYoutubeEmbed';
import { E2E_PASSWORD } from '../accounts';
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

/**
 * The e2e mail server refuses mail to `email` from now on, as a mail server that cannot take it now
 * (SMTP 451; scripts/dev/mailSink.ts): the site keeps the mail in its queue and tells the reader.
 */
async function mailServerRefuses(email: string) {
  const answer = await fetch(`${E2E_MAILBOX_URL}/refused?to=${encodeURIComponent(email)}`, {
    method: 'PUT',
  });
  expect(answer.status, 'the e2e mail server refuses an address when asked').toBe(204);
}

/**
 * A reader signs in (email and password) while the mail server cannot take their login code: the
 * code step says the code is kept and will come.
 */
export function signInWhileMailIsLate(email: string) {
  return async (page: Page) => {
    await mailServerRefuses(email);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail-cím').fill(email);
    await main.getByLabel('Jelszó').fill(E2E_PASSWORD);
    await main.getByRole('button', { name: 'Tovább' }).click();
    await expect(main.getByRole('alert')).toContainText(
      'A belépési kódot most nem tudtuk elküldeni, de megőriztük',
    );
    await expect(main.getByLabel('Belépési kód (6 számjegy)')).toBeVisible();
  };
}

/**
 * A reader without JavaScript signs up for the first newsletter while the mail server cannot take
 * the confirmation: the sign-up page the form's 303 leads to says the sign-up is kept and the mail
 * will come. A new address every time: a repeat within a minute sends no mail, and says that instead.
 */
export async function signUpWhileMailIsLate(page: Page) {
  const email = `e2e-kesik-${randomUUID().slice(0, 8)}@example.hu`;
  await mailServerRefuses(email);
  const form = page.getByRole('form', { name: 'Feliratkozás' });
  await form.getByLabel('E-mail-cím').fill(email);
  await form.getByLabel('Keresztnév').fill('Béla');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(page).toHaveURL(/\/hirlevel\/feliratkozas\?eredmeny=queued/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'A megerősítő levelet most nem tudtuk elküldeni, de megőriztük',
  );
  await page.evaluate(() => document.fonts.ready);
}
