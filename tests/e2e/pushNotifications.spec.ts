// Topic notifications that arrive (issue 32 item 2) in a real Chromium, both editions. Headless
// Chromium has no push service of its own (pushManager.subscribe needs Google's), so the delivery is
// tested in two honest halves:
// 1. the server half: a reader follows a tag with the page's button; a Web Push subscription whose
//    endpoint is the local push service (scripts/dev/pushSink.ts) is stored with the page's client
//    token through the API the page uses; an article published in the tag with the store writer
//    reaches the push service once, VAPID-signed and aes128gcm-encrypted (the sink checks and
//    decrypts), with the article's title, lead and address. The app's half likewise: the page asks the
//    app for its push token over the bridge, stores the token the app answers, and the article
//    reaches the app push gateway.
// 2. the browser half: with notifications allowed, the follow registers our service worker; the very
//    payload the push service received is delivered to it through the DevTools protocol
//    (ServiceWorker.deliverPushMessage), and the worker shows it as a notification. What a click
//    does (clients.openWindow) needs a real click on a system notification, which headless Chromium
//    cannot make: lib/push/serviceWorker.test.ts covers it on the worker's own code.
import type { APIRequestContext, Page } from '@playwright/test';
import { TOPIC_CLIENT_TOKEN_KEY } from '@/lib/constants';
import { E2E_PUSH_SINK_URL } from '@/playwright.config';
import { editionOf } from './edition';
import { expect, test } from './guardedTest';
import { store } from './store';
import { runNow } from './runClock';

const known = {
  main: {
    path: '/cimke/budapest',
    name: 'Budapest',
    tag: 'budapest',
    section: 'belfold',
    author: 'bodnar-akos',
  },
  regional: {
    path: '/cimke/kolozsvar',
    name: 'Kolozsvár',
    tag: 'kolozsvar',
    section: 'erdely',
    author: 'biro-csongor',
  },
} as const;

interface Received {
  channel: 'web' | 'app';
  payload: Record<string, unknown>;
}

const followButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Követ(és|em) – ${name}$`) });

/** Follows the edition's tag on its page; answers the page's client token. */
async function followTag(page: Page, edition: keyof typeof known): Promise<string> {
  const { path, name } = known[edition];
  await page.goto(path);
  const button = followButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const token = await page.evaluate((key) => localStorage.getItem(key), TOPIC_CLIENT_TOKEN_KEY);
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return token!;
}

/** Publishes an article in the edition's tag, as the newsroom's CMS would. */
function publish(edition: keyof typeof known, word: string) {
  const { tag, section, author } = known[edition];
  const slug = `ertesites-${edition}-${word}`;
  const article = {
    slug,
    title: `Értesítés próba ${word}`,
    type: 'article',
    pubDate: new Date(runNow()).toISOString(),
    mainSuperTag: section,
    tags: [tag],
    authors: [author],
    lead: `Új cikk a követett címkében (${word}).`,
    body: 'A cikk szövege.',
    editions: [edition],
  };
  const { url } = store('article', '--json', JSON.stringify(article)) as { url: string };
  return { ...article, url };
}

/**
 * A Web Push subscription of the local push service, stored with the page's client token through the
 * API the page itself uses (headless Chromium cannot subscribe at a real push service).
 */
async function subscribeAtSink(page: Page, request: APIRequestContext, clientToken: string) {
  const subscription = (await (
    await request.post(`${E2E_PUSH_SINK_URL}/subscriptions`)
  ).json()) as {
    endpoint: string;
  };
  const stored = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/push-subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { clientToken, subscription },
  );
  expect(stored).toBe(201);
  return subscription;
}

/**
 * What the push service received for a subscription (`query`) about the article titled `title`. Other
 * tests running at the same time publish in the same tag, and a follower rightly gets theirs too.
 */
async function received(
  request: APIRequestContext,
  query: string,
  title: string,
): Promise<Received[]> {
  const all = (await (
    await request.get(`${E2E_PUSH_SINK_URL}/messages?${query}`)
  ).json()) as Received[];
  return all.filter((message) => message.payload.title === title);
}

/** The one message about the article titled `title` that the push service got, once it is there. */
async function arrivedOnce(request: APIRequestContext, query: string, title: string) {
  // Real time: the site's new-article loop and push queue tick on the server's clock (PUSH_TICK_MS)
  // and deliver to the push sink, another process; done once it is there.
  await expect
    .poll(async () => (await received(request, query, title)).length, { timeout: 60_000 })
    .toBe(1);
  return (await received(request, query, title))[0]!;
}

test.describe('topic notifications that arrive', () => {
  test('a followed tag’s new article reaches the browser’s push service once, encrypted', async ({
    page,
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const token = await followTag(page, edition);
    // Headless: no permission was given, and the page says so in its words.
    await expect(page.getByText('A böngésződ nem engedi az értesítéseket')).toBeVisible();

    const subscription = await subscribeAtSink(page, request, token);

    const article = publish(edition, `${Date.now()}`);
    const query = `endpoint=${encodeURIComponent(subscription.endpoint)}`;
    const push = await arrivedOnce(request, query, article.title);
    expect(push.payload).toMatchObject({
      title: article.title,
      body: article.lead,
      path: article.url,
    });
    expect(new URL(String(push.payload.url)).pathname).toBe(article.url);

    // Once: when a later article in the tag has arrived, the first one still arrived only once.
    const later = publish(edition, `${Date.now()}-2`);
    // Real time, as in arrivedOnce: the server's push loop delivers it.
    await expect
      .poll(async () => (await received(request, query, later.title)).length, { timeout: 60_000 })
      .toBe(1);
    expect(await received(request, query, article.title)).toHaveLength(1);
  });

  test('in the app: the app’s push token is registered over the bridge, and the gateway gets the article', async ({
    page,
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const appToken = `app-token-${edition}-${Date.now()}`;
    // The app's webview: messages to the app are kept; the app answers a push registration.
    await page.addInitScript((answer) => {
      const sent: unknown[] = [];
      Object.assign(window, {
        __toApp: sent,
        ReactNativeWebView: {
          postMessage(text: string) {
            sent.push(JSON.parse(text));
            const message = JSON.parse(text) as { type: string; action: string };
            if (message.type === 'push' && message.action === 'register') {
              window.dispatchEvent(
                new MessageEvent('message', {
                  data: JSON.stringify({ type: 'push', action: 'token', token: answer }),
                }),
              );
            }
          },
        },
      });
    }, appToken);
    const { path, name } = known[edition];
    await page.goto(`${path}?isMobileApp=1`);
    const button = followButton(page, name);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOPIC_CLIENT_TOKEN_KEY);
    expect(
      await page.evaluate(() => (window as unknown as { __toApp: unknown[] }).__toApp),
    ).toContainEqual({ type: 'push', action: 'register', clientToken: token });
    await expect
      .poll(async () => (await request.get(`/api/push-subscriptions?clientToken=${token}`)).json())
      .toMatchObject({ channel: 'app' });

    const article = publish(edition, `app-${Date.now()}`);
    const push = await arrivedOnce(request, `token=${encodeURIComponent(appToken)}`, article.title);
    expect(push.payload).toMatchObject({
      token: appToken,
      clientToken: token,
      title: article.title,
      body: article.lead,
    });
    expect(new URL(String(push.payload.url)).pathname).toBe(article.url);
  });

  test('the service worker shows a pushed notification (DevTools push delivery)', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');

    const token = await followTag(page, edition);
    // Allowed: the page registered our worker at the site root (its own subscription may fail
    // without Google's push service, which the page then says).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active?.scriptURL ?? null;
        }),
      )
      .toBe(`${origin}/push-sw.js`);
    await expect(
      page
        .getByText('Ebben a böngészőben értesítést kapsz róluk.')
        .or(page.getByText('Az értesítéseket most nem sikerült bekapcsolni.')),
    ).toBeVisible();

    // The payload the server really pushes for a new article in the tag (server half above) ...
    const subscription = await subscribeAtSink(page, request, token);
    const article = publish(edition, `sw-${Date.now()}`);
    const query = `endpoint=${encodeURIComponent(subscription.endpoint)}`;
    const push = await arrivedOnce(request, query, article.title);

    // ... delivered to our worker as the browser's push service would.
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data: JSON.stringify(push.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        }),
      )
      .toContainEqual({ title: article.title, body: article.lead, data: { path: article.url } });
  });
});
