// Podcasts and the global player (issue 16; SPEC sections 2, 3, 4, 7, 9) in Chromium, both editions:
// the index, a podcast and an episode page render (axe clean, and readable without JavaScript, where a
// play button is a link to the file); pressing play starts real audio that keeps playing across client
// navigations; a play button on another page shows the playing state and pauses it; the player bar
// seeks, minimises, restores and closes; the front page shows the latest episodes where the editors
// placed them (main edition; the regional edition's componentSetup.podcastBlock is off); in the app
// webview the press goes to the app as a message; the audio answers range requests with 206.
import AxeBuilder from '@axe-core/playwright';
import { appMessages, installAppHarness, sendToPage } from '../support/appHarness';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

interface Episode {
  slug: string;
  title: string;
  duration: number;
  sourceUrl: string;
  podcast: { slug: string; name: string };
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

async function allEpisodes(request: APIRequestContext): Promise<Episode[]> {
  const answer = await request.get('/api/episodes?perPage=50');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Episode[] }).items;
}

const playerRegion = (page: Page) => page.getByRole('region', { name: 'Podcastlejátszó' });

/** The global player's audio: playing, and its clock moving (waits up to a few seconds). */
async function expectAudioPlaying(page: Page) {
  const start = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const audio = document.querySelector('audio');
          return audio && !audio.paused ? audio.currentTime : -1;
        }),
      // Real time: the audio element's media clock plays 0.3 s (no page clock moves it).
      { timeout: 8_000 },
    )
    .toBeGreaterThan(Math.max(start, 0) + 0.3);
}

test.describe('podcast pages', () => {
  test('the index shows every podcast with its latest episodes', async ({ page, request }) => {
    const episodes = await allEpisodes(request);
    const response = await page.goto('/podcastok');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Podcastok' })).toBeVisible();
    for (const name of ['Reggeli kávé', 'Kötetlenül', 'G7 podcast', 'Kvantumugrás']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    const morning = page.getByRole('region', { name: 'Reggeli kávé' });
    await expect(morning.getByRole('listitem')).toHaveCount(3);
    const newest = episodes.find((e) => e.podcast.slug === 'reggeli-kave')!;
    await expect(morning.getByRole('heading', { level: 3 }).first()).toHaveText(newest.title);
    await expect(
      morning.getByRole('link', { name: 'Reggeli kávé: az összes adás' }),
    ).toHaveAttribute('href', '/podcastok/reggeli-kave');
    // The menus' "Podcastok" item leads here.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Podcastok', exact: true }).first(),
    ).toHaveAttribute('href', '/podcastok');
    await expectAxeClean(page);
  });

  test("a podcast's page lists all its episodes; unknown slugs are 404s", async ({
    page,
    request,
  }) => {
    const episodes = (await allEpisodes(request)).filter((e) => e.podcast.slug === 'kotetlenul');
    await page.goto('/podcastok/kotetlenul');
    await expect(page.getByRole('heading', { level: 1, name: 'Kötetlenül' })).toBeVisible();
    const list = page.getByRole('region', { name: /^Adások/ });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(episodes.map((e) => e.title));
    await expectAxeClean(page);
    for (const path of [
      '/podcastok/nincs-ilyen-podcast',
      '/podcastok/kotetlenul/nincs-ilyen-adas',
      '/podcastok/kotetlenul/kvantumugras-kismuhold',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('an episode page: title, podcast, length, date, image, play button', async ({
    page,
    request,
  }) => {
    const episode = (await allEpisodes(request)).find((e) => e.slug === 'kvantumugras-kismuhold')!;
    await page.goto('/podcastok/kvantumugras/kvantumugras-kismuhold');
    expect(await page.title()).toContain(episode.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(episode.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Kvantumugrás', exact: true })).toHaveAttribute(
      'href',
      '/podcastok/kvantumugras',
    );
    const length = main.locator('dd time').first();
    await expect(length).toHaveText(`${episode.duration} mp`);
    await expect(length).toHaveAttribute('datetime', `PT${episode.duration}S`);
    await expect(main.locator('dd time').nth(1)).toHaveText('2026. november 12.');
    await expect(main.locator('img').first()).toBeVisible();
    await expect(main.getByRole('button', { name: `Lejátszás: ${episode.title}` })).toBeVisible();
    await expectAxeClean(page);
  });

  test('the pages read without JavaScript, and play buttons are links to the audio', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/podcastok');
    await expect(
      page.getByRole('region', { name: 'Kvantumugrás' }).getByRole('listitem'),
    ).toHaveCount(3);
    await page.goto('/podcastok/reggeli-kave');
    await expect(page.getByRole('region', { name: /^Adások/ }).getByRole('listitem')).toHaveCount(
      6,
    );
    await page.goto('/podcastok/reggeli-kave/reggeli-kave-2026-11-02');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Óraátállítás után');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Lejátszás: Óraátállítás/ })).toHaveAttribute(
      'href',
      '/uploads/audio/podcast/reggeli-kave-2026-11-02.mp3',
    );
    await expect(page.getByRole('link', { name: 'Az adás letöltése (MP3)' })).toHaveAttribute(
      'href',
      '/uploads/audio/podcast/reggeli-kave-2026-11-02.mp3',
    );
    await context.close();
  });
});

test.describe('the global player', () => {
  test('plays across client navigations, and another page’s button pauses it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const episodes = await allEpisodes(request);
    const morning = episodes.find((e) => e.podcast.slug === 'reggeli-kave')!;
    const interview = episodes.find((e) => e.podcast.slug === 'kotetlenul')!;
    await page.goto('/podcastok/reggeli-kave');
    // A page that reloads loses this mark: every navigation below must be a client one.
    await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same page'));
    await page.getByRole('button', { name: `Lejátszás: ${morning.title}` }).click();
    await expect(playerRegion(page)).toBeVisible();
    await expect(playerRegion(page)).toContainText(morning.title);
    await expect(playerRegion(page)).toContainText('Reggeli kávé');
    await expect(page.getByRole('button', { name: `Szünet: ${morning.title}` })).toHaveCount(2);
    await expect(playerRegion(page).getByRole('status')).toHaveText(`Lejátszás: ${morning.title}`);
    await expectAudioPlaying(page);
    await page.evaluate(() => {
      (document.querySelector('audio') as HTMLAudioElement & { e2eMark?: string }).e2eMark = 'x';
    });
    await expectAxeClean(page);

    // 1: to the index, where the same episode's card shows that it plays.
    await page.getByRole('main').getByRole('link', { name: 'Podcastok', exact: true }).click();
    await expect(page).toHaveURL(/\/podcastok$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: `Szünet: ${morning.title}` }),
    ).toBeVisible();
    await expectAudioPlaying(page);
    // 2: to another podcast.
    await page.getByRole('main').getByRole('link', { name: 'Kötetlenül', exact: true }).click();
    await expect(page).toHaveURL(/\/podcastok\/kotetlenul$/);
    await expectAudioPlaying(page);
    // 3: to one of its episodes.
    await page.getByRole('main').getByRole('link', { name: interview.title }).click();
    await expect(page).toHaveURL(new RegExp(`/podcastok/kotetlenul/${interview.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(interview.title);
    await expectAudioPlaying(page);
    expect(
      await page.evaluate(() => ({
        window: (window as unknown as { e2eMark?: string }).e2eMark,
        audio: (document.querySelector('audio') as HTMLAudioElement & { e2eMark?: string }).e2eMark,
      })),
    ).toEqual({ window: 'same page', audio: 'x' });

    // This page's button is not the playing episode's; the player's title leads to the one playing.
    await expect(
      page.getByRole('main').getByRole('button', { name: `Lejátszás: ${interview.title}` }),
    ).toBeVisible();
    await playerRegion(page).getByRole('link', { name: morning.title }).click();
    await expect(page).toHaveURL(new RegExp(`/podcastok/reggeli-kave/${morning.slug}$`));
    await page
      .getByRole('main')
      .getByRole('button', { name: `Szünet: ${morning.title}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')!.paused))
      .toBe(true);
    await expect(playerRegion(page).getByRole('status')).toHaveText(
      `Szüneteltetve: ${morning.title}`,
    );
    await expect(
      playerRegion(page).getByRole('button', { name: `Lejátszás: ${morning.title}` }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(
      'same page',
    );
  });

  test('switches episode, seeks, minimises, restores and closes from the keyboard', async ({
    page,
    request,
  }) => {
    const episodes = (await allEpisodes(request)).filter((e) => e.podcast.slug === 'g7-podcast');
    const [first, second] = episodes as [Episode, Episode];
    await page.goto('/podcastok/g7-podcast');
    await page.getByRole('button', { name: `Lejátszás: ${first.title}` }).click();
    await expectAudioPlaying(page);
    // The real file is as long as the episode says.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.querySelector('audio')!.duration)))
      .toBe(first.duration);

    await page.getByRole('button', { name: `Lejátszás: ${second.title}` }).click();
    await expect(playerRegion(page)).toContainText(second.title);
    await expect(page.getByRole('button', { name: `Lejátszás: ${first.title}` })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')!.getAttribute('src')))
      .toBe(second.sourceUrl);
    await expectAudioPlaying(page);

    const slider = playerRegion(page).getByRole('slider', { name: 'Tekerés' });
    await slider.focus();
    const before = await page.evaluate(() => document.querySelector('audio')!.currentTime);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')!.currentTime))
      .toBeGreaterThanOrEqual(before + 9);
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:1\d \/ 1:0\d$/);

    await playerRegion(page).getByRole('button', { name: 'Lejátszó kicsinyítése balra' }).focus();
    await page.keyboard.press('Enter');
    await expect(playerRegion(page)).toHaveAttribute('data-minimalized', 'left');
    const restore = playerRegion(page).getByRole('button', { name: 'Lejátszó visszaállítása' });
    await expect(restore).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press('Enter');
    await expect(playerRegion(page)).toHaveAttribute('data-minimalized', 'none');
    await playerRegion(page).getByRole('button', { name: 'Lejátszó kicsinyítése jobbra' }).click();
    await expect(playerRegion(page)).toHaveAttribute('data-minimalized', 'right');
    await expectAudioPlaying(page);

    await playerRegion(page).getByRole('button', { name: 'Lejátszó bezárása' }).click();
    await expect(playerRegion(page)).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Lejátszás: ${second.title}` })).toBeVisible();
  });

  test("the player's code loads only when a reader presses play", async ({ page }) => {
    // 'seekbackward' (a Media Session action) is in the player bar's code only.
    const scripts: Array<Promise<boolean>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.ok()) {
        scripts.push(r.text().then((code) => code.includes('seekbackward')));
      }
    });
    await page.goto('/podcastok/kvantumugras');
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(scripts)).not.toContain(true);
    await page
      .getByRole('button', { name: /^Lejátszás: / })
      .first()
      .click();
    await expect(playerRegion(page).getByRole('slider', { name: 'Tekerés' })).toBeVisible();
    expect(await Promise.all(scripts)).toContain(true);
  });
});

test.describe('front page', () => {
  test('shows the latest episodes where the editors placed them (main edition)', async ({
    page,
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Legfrissebb podcastadások' });
    if (edition.slug !== 'main') {
      // The regional edition's common data switches the block off (componentSetup.podcastBlock).
      await expect(block).toHaveCount(0);
      return;
    }
    const latest = (await allEpisodes(request)).slice(0, 4);
    await expect(block.getByRole('listitem')).toHaveCount(4);
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(latest.map((e) => e.title));
    await expect(block.locator('time').first()).toHaveAttribute('datetime', /^PT\d+S$/);
    await expect(block.getByRole('link', { name: 'Az összes podcast' })).toHaveAttribute(
      'href',
      '/podcastok',
    );
    // Position 4 (/api/unique/frontpage-podcast-block-position): before the editors' 4th block.
    const position = await (
      await request.get('/api/unique/frontpage-podcast-block-position')
    ).json();
    expect(position.content).toEqual({ position: 4 });
    const sport = page.locator('#block-4');
    await expect(sport).toHaveText('Sport');
    const [blockTop, sportTop] = await Promise.all([
      block.evaluate((el) => el.getBoundingClientRect().top),
      sport.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(blockTop).toBeLessThan(sportTop);

    await block.getByRole('button', { name: `Lejátszás: ${latest[0]!.title}` }).click();
    await expectAudioPlaying(page);
    await expectAxeClean(page);
  });

  test('in the app webview, play goes to the app as a message (main edition)', async ({
    page,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the regional front page has no podcast block');
    await installAppHarness(page);
    await page.goto('/?isMobileApp=1');
    const block = page.getByRole('region', { name: 'Legfrissebb podcastadások' });
    const button = block.getByRole('button', { name: /^Lejátszás: / }).first();
    const title = (await button.getAttribute('aria-label'))!.replace(/^Lejátszás: /, '');
    await button.click();
    await expect(block.getByRole('button', { name: `Szünet: ${title}` })).toBeVisible();
    const sent = () => appMessages(page);
    // The page asks the app for its state on load, and sends the press.
    await expect
      .poll(async () =>
        (await sent())
          .filter((m) => m.type === 'podcast')
          .map((m) => m.action)
          .sort(),
      )
      .toEqual(['ask-state', 'play']);
    const play = (await sent()).find((m) => m.action === 'play') as {
      type: string;
      episode: { title: string; sourceUrl: string };
    };
    expect(play.type).toBe('podcast');
    expect(play.episode.title).toBe(title);
    expect(play.episode.sourceUrl).toMatch(/^http:\/\/[^/]+\/uploads\/audio\/podcast\/.+\.mp3$/);
    // Nothing plays in the page itself.
    await expect(page.locator('audio')).toHaveCount(0);
    await expect(playerRegion(page)).toHaveCount(0);

    // The app's state answer drives the buttons.
    await sendToPage(page, { type: 'podcast', action: 'state', state: { playing: false } });
    await expect(block.getByRole('button', { name: `Lejátszás: ${title}` })).toBeVisible();
  });
});

test('the audio answers range requests (seeking)', async ({ request }) => {
  const [episode] = await allEpisodes(request);
  const full = await request.get(episode!.sourceUrl);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('audio/mpeg');
  expect(full.headers()['accept-ranges']).toBe('bytes');
  const size = (await full.body()).length;
  expect(size).toBeGreaterThan(10_000);

  const part = await request.get(episode!.sourceUrl, { headers: { Range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).length).toBe(100);

  const outside = await request.get(episode!.sourceUrl, {
    headers: { Range: `bytes=${size + 10}-` },
  });
  expect(outside.status()).toBe(416);
});
