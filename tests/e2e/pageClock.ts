// A page on a clock the test alone moves, for tests of what the page does over time (its polls, the
// replays the e2e sites play). `pausePageClock` pauses the page's clock at an instant before the page
// loads: from then on its timers fire only when the test moves the clock (runFor, fastForward), so a
// busy machine changes how long a step takes, never what it shows. `followReplays` also has the page's
// requests to what reads a replay (the sport pages and APIs, the front page's score widget, the
// election map and API) carry the page's time in X-Replay-Now: the e2e sites honour it
// (REPLAY_CLOCK_HEADER=1, lib/http/replayClock.ts), so the replayed match, race or count stands where
// the page's clock is. `hydrated` waits until the page's scripts have taken over the server's markup
// and set their timers, so that moving the clock finds them.
import { expect, type Page } from '@playwright/test';
import { E2E_ELECTION_REPLAY, E2E_SPORT_REPLAY } from '../../playwright.config';
import { REPLAY_NOW_HEADER } from '@/lib/constants';

/** The paths whose answers follow a replay (lib/sport, lib/elections and their pages). */
const REPLAY_READERS =
  /^https?:\/\/[^/]+\/(?:sport\/|api\/livescore\/|api\/frontend\/scores(?:\?|$)|api\/elections(?:\/|\?|$)|valasztasi-terkep\/)/;

/** The instant the e2e sites' replayed match (or race) has been played for `minutes` minutes. */
export function sportReplayTime(minutes: number): number {
  return Math.round(E2E_SPORT_REPLAY.start + (minutes * 60_000) / E2E_SPORT_REPLAY.speed);
}

/** The instant the e2e sites' replayed count has counted `share` (0 to 1) of the votes. */
export function countTime(share: number): number {
  return Math.round(E2E_ELECTION_REPLAY.start + share * E2E_ELECTION_REPLAY.minutes * 60_000);
}

/** Pauses the page's clock at `instant` (Unix ms), before the page loads. */
export async function pausePageClock(page: Page, instant: number) {
  // Installed a while earlier, so that pausing is a step forward however slowly this runs.
  const at = Math.round(instant);
  await page.clock.install({ time: at - 60_000 });
  await page.clock.pauseAt(at);
}

/**
 * The page's clock paused at `instant`, and every replay the page reads standing at the page's time.
 * The page's time is known here: the instant it was paused at plus every move the test made since
 * (page.clock's runFor, fastForward and pauseAt, counted before the page's timers fire). A request
 * cannot ask the page itself: a document request's page does not exist until it is answered.
 */
export async function followReplays(page: Page, instant: number) {
  await pausePageClock(page, instant);
  let pageNow = Math.round(instant);
  const clock = page.clock;
  const millis = (ticks: number | string) => {
    if (typeof ticks !== 'number') throw new Error('move a followed page clock by milliseconds');
    return ticks;
  };
  const { runFor, fastForward, pauseAt } = clock;
  clock.runFor = (ticks) => {
    pageNow += millis(ticks);
    return runFor.call(clock, ticks);
  };
  clock.fastForward = (ticks) => {
    pageNow += millis(ticks);
    return fastForward.call(clock, ticks);
  };
  clock.pauseAt = (time) => {
    pageNow = new Date(time).getTime();
    return pauseAt.call(clock, time);
  };
  await page.route(REPLAY_READERS, (route) =>
    route.continue({
      headers: { ...route.request().headers(), [REPLAY_NOW_HEADER]: String(pageNow) },
    }),
  );
}

/**
 * Waits until React has hydrated the page and run the effects of that render (where the polls set
 * their timers). With the page's clock paused, React renders and commits the hydration in one task and
 * runs its effects in the next message task: one message after the hydrated markup is seen comes after
 * them.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = document.querySelector('#__next *');
        return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the page's clock on by one poll interval, and again while `shown` does not hold (each try
 * gives it a few seconds): a poll sets its next timer once it has handled an answer, which the page
 * does not show, so on a busy machine the clock can move before that timer is set; the reader then
 * waits one poll more. Not for a poll's first timer: `hydrated` waits for that.
 */
export async function runUntilPollShows(
  page: Page,
  intervalMs: number,
  shown: (timeout: number) => Promise<unknown>,
) {
  await expect(async () => {
    await page.clock.runFor(intervalMs);
    await shown(5_000);
  }).toPass({ timeout: 30_000 });
}
