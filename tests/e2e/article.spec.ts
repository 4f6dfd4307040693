// Article pages (issue: article pages): every article type in both editions, metadata, the live blog
// picking up a new post while open, sanitised content in a real browser, on-demand revalidation.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { E2E_REVALIDATE_SECRET } from '../../playwright.config';
import { editionOf } from './edition';
import { store } from './store';

const samples = {
  main: [
    ['article', 'allampapir-kamatok-2027-mi-eri-meg'],
    ['longform', 'kiurulo-falvak-zemplen-demografiai-valsag'],
    ['liveblog', 'haboru-ukrajnaban-percrol-percre'],
    ['english', 'hungarian-teachers-to-strike-in-december'],
  ],
  regional: [
    ['article', 'kolozsvar-elektromos-buszok-diakberlet'],
    ['live flag', 'hofuvas-aramszunet-erdely-folyamatosan-frissul'],
    ['english', 'forint-weakens-past-400-against-euro'],
  ],
} as const;

async function articleUrl(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/articles/${slug}`);
  expect(response.status(), slug).toBe(200);
  return (await response.json()).url;
}

async function jsonLd(page: Page) {
  return JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
}

test.describe('article pages', () => {
  test('every article type renders with its parts, metadata and no axe violations', async ({
    page,
    request,
  }, testInfo) => {
    for (const [kind, slug] of samples[editionOf(testInfo).slug]) {
      const url = await articleUrl(request, slug);
      const response = await page.goto(url);
      expect(response?.status(), kind).toBe(200);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      // One <article>: the page's own (live blog posts are parts of it).
      await expect(page.locator('main article')).toHaveCount(1);
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        /^\d{4}-\d{2}-\d{2}T/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        (await page.locator('h1').textContent()) ?? '',
      );
      const ld = await jsonLd(page);
      expect(ld['@type'], kind).toBe(kind === 'liveblog' ? 'LiveBlogPosting' : 'NewsArticle');
      if (kind === 'english') await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      if (kind === 'longform')
        await expect(page.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
      if (kind === 'liveblog') {
        expect(ld.liveBlogUpdate.length).toBeGreaterThan(20);
        await expect(
          page.getByRole('heading', { name: 'Percről percre', exact: true }),
        ).toBeVisible();
      }
      const tags = page.locator('a[href^="/cimke/"]');
      expect(await tags.count(), kind).toBeGreaterThan(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, kind).toEqual([]);
    }
  });

  test('a live blog shows a post added to the store within one poll interval', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the demo live blog is in the main edition');
    await page.clock.install();
    await page.goto(await articleUrl(request, 'haboru-ukrajnaban-percrol-percre'));
    const title = `Új bejegyzés az e2e tesztből ${Date.now()}`;
    store(
      'live-post',
      '--parent',
      'haboru-ukrajnaban-percrol-percre',
      '--title',
      title,
      '--body',
      'Friss fejlemény a frontról.',
    );
    // The reader is at the top: at the next poll (the page's clock moved on) the post appears in
    // place, and the live region announces it.
    await pollUntil(page, () =>
      expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 5_000 }),
    );
    await expect(page.getByText(/új bejegyzés érkezett/)).toBeVisible();
  });

  test('XSS payloads in article content never execute, real content still renders', async ({
    page,
  }, testInfo) => {
    const slug = `xss-proba-${editionOf(testInfo).slug}-${Date.now()}`;
    const body = [
      '<p id="legit">Valódi bekezdés.</p>',
      '<script>window.__xss = "script"</script>',
      '<img src="/uploads/nincs.svg" onerror="window.__xss = \'onerror\'" alt="kép">',
      '<a id="jslink" href="javascript:window.__xss=\'href\'">link</a>',
      '<svg><script>window.__xss = "svg"</script></svg>',
      '<iframe src="javascript:window.top.__xss=\'iframe\'"></iframe>',
      '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
      '<p onmouseover="window.__xss=\'hover\'">hover</p><div style="background:url(javascript:alert(1))">x</div>',
      '<table><thead><tr><th>Év</th></tr></thead><tbody><tr><td>2026</td></tr></tbody></table>',
      '<figure class="embed-video" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42"></figure>',
      '<p>unclosed <b>bold',
    ].join('\n');
    const { url } = store(
      'article',
      '--json',
      JSON.stringify({
        slug,
        title: 'XSS próba',
        type: 'article',
        pubDate: '2019-05-05T10:00:00+02:00',
        mainSuperTag: editionOf(testInfo).slug === 'main' ? 'belfold' : 'erdely',
        tags: [],
        authors: [editionOf(testInfo).slug === 'main' ? 'bodnar-akos' : 'biro-csongor'],
        lead: 'Próba',
        body,
        editions: [editionOf(testInfo).slug],
      }),
    ) as { url: string };
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(url);
    await page.getByText('hover', { exact: true }).hover({ force: true });
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(
      await page
        .locator('article script, article object, article [onerror], article [onmouseover]')
        .count(),
    ).toBe(0);
    await expect(page.locator('article a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByText('Valódi bekezdés.')).toBeVisible();
    await expect(page.getByRole('cell', { name: '2026' })).toBeVisible();
    // The video is a click-to-load facade (issue 18): a link to the video's site, no player yet.
    await expect(page.locator('article a.video-facade')).toHaveAttribute('href', /[?&]t=42s/);
    await expect(page.locator('article iframe[src*="youtube"]')).toHaveCount(0);
  });

  test('on-demand revalidation refuses without the secret and refreshes a served page with it', async ({
    page,
    request,
  }, testInfo) => {
    const slug = editionOf(testInfo).slug === 'main' ? 'adatvedelem' : 'felhasznalasi-feltetelek';
    const path = `/dokumentum/${slug}`;
    await page.goto(path);
    const original = (await page.locator('h1').textContent())!;
    const changed = `${original} (javítva ${Date.now()})`;
    store('doc-title', '--slug', slug, '--title', changed);
    try {
      for (const headers of [{}, { authorization: 'Bearer rossz-titok' }] as Array<
        Record<string, string>
      >) {
        const refused = await request.post('/api/revalidate', { headers, data: { paths: [path] } });
        expect(refused.status()).toBe(401);
      }
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(original);
      const accepted = await request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
        data: { paths: [path] },
      });
      expect(accepted.status()).toBe(200);
      expect((await accepted.json()).revalidated).toContain(path);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(changed);
      const bad = await request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
        data: { paths: ['no-slash'] },
      });
      expect(bad.status()).toBe(400);
    } finally {
      store('doc-title', '--slug', slug, '--title', original);
      await request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
        data: { paths: [path] },
      });
    }
  });
});

// New live blog posts never move the reader (components/article/LiveBlogPosts.tsx). The page polls the
// version every LIVE_ARTICLE_POLL_MS; the fake clock (installed before the page loads) jumps there
// instead of waiting, once per try: a try that finds the poll still loading (or the page not yet
// hydrated) just tries again. Each test adds a post of its own with a unique title and only looks for
// that one, so tests reading or writing the same live blog in parallel do not disturb each other
// (counts are read as "some number": another test's post may arrive in the same poll).
const LIVE_BLOG = 'haboru-ukrajnaban-percrol-percre';
const POSTS = '#liveblog-items-container';

/** Places the top of the posts list `below` px under the top of the viewport (negative: above it). */
async function scrollPostsTopTo(page: Page, below: number) {
  await page.locator(POSTS).evaluate((list, offset) => {
    const top = list.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: 'instant' });
  }, below);
}

/** Lets the page poll (jumping the fake clock one interval at a time) until `check` passes. */
async function pollUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(LIVE_ARTICLE_POLL_MS);
    await check();
  }).toPass({ timeout: 40_000 });
}

function addLivePost(title: string) {
  store('live-post', '--parent', LIVE_BLOG, '--title', title, '--body', 'Friss fejlemény.');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// SPEC section 9 "Music embed height 155 (episode 233, compact 80, after 400)": a live blog post's
// player is the compact one-row player, an article's the ordinary one.
test('music players: compact (80 px) in a live blog post, 155 px in an article', async ({
  page,
  request,
}, testInfo) => {
  test.skip(editionOf(testInfo).slug !== 'main', 'the demo live blogs are in the main edition');
  await page.goto(await articleUrl(request, 'valasztasi-est-percrol-percre'));
  const inPost = page.locator(`${POSTS} iframe[title="Zene"]`);
  await expect(inPost).toHaveCount(1);
  await expect(inPost).toHaveAttribute('height', '80');
  await page.goto(await articleUrl(request, 'racz-luca-interju-uj-lemez'));
  await expect(page.locator('#cikk-content iframe[title="Zene"]')).toHaveAttribute('height', '155');
});

test.describe('live blog readers', () => {
  test('a reader scrolled down gets a button and the count in the title; back at the top the post comes in', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the demo live blog is in the main edition');
    test.setTimeout(90_000);
    await page.clock.install();
    await page.goto(await articleUrl(request, LIVE_BLOG));
    const posts = page.locator(POSTS);
    await expect(page.locator(`${POSTS} > li`).nth(3)).toBeAttached();
    const originalTitle = await page.title();
    // Scrolled into the posts: the top of the list is well above the viewport. (On a loaded machine
    // the page may still be laying out when the first scroll lands: scroll again until it holds.)
    await expect(async () => {
      await scrollPostsTopTo(page, -600);
      expect(await posts.evaluate((list) => list.getBoundingClientRect().top)).toBeLessThan(-300);
    }).toPass({ timeout: 10_000 });

    const title = `Bejegyzés görgetés közben ${testInfo.workerIndex}-${Date.now()}`;
    addLivePost(title);
    const button = page.getByRole('button', { name: /^\d+ új bejegyzés – megjelenítés$/ });
    await pollUntil(page, () => expect(button).toBeVisible({ timeout: 5_000 }));
    // The post waits: not in the list, the title counts it, the live region says it came.
    await expect(posts.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) ${escapeRegExp(originalTitle)}$`));
    await expect(
      page.locator('section[aria-labelledby="posts-heading"] [aria-live="polite"]'),
    ).toHaveText(/^\d+ új bejegyzés érkezett\.$/);

    // Back at the top of the posts list: the waiting posts come in by themselves.
    await scrollPostsTopTo(page, 300);
    await expect(posts.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(button).toHaveCount(0);
    await expect(page).toHaveTitle(originalTitle);
  });

  test('a reader at the top sees the new post at once, with a polite announcement', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the demo live blog is in the main edition');
    test.setTimeout(90_000);
    await page.clock.install();
    await page.goto(await articleUrl(request, LIVE_BLOG));
    await expect(page.locator(`${POSTS} > li`).first()).toBeAttached();
    const originalTitle = await page.title();
    const title = `Bejegyzés a lista tetején ${testInfo.workerIndex}-${Date.now()}`;
    addLivePost(title);
    const post = page.locator(POSTS).getByRole('heading', { name: title, exact: true });
    await pollUntil(page, () => expect(post).toBeVisible({ timeout: 5_000 }));
    await expect(
      page.locator('section[aria-labelledby="posts-heading"] [aria-live="polite"]'),
    ).toHaveText(/^\d+ új bejegyzés érkezett\.$/);
    await expect(page.getByRole('button', { name: /új bejegyzés – megjelenítés/ })).toHaveCount(0);
    await expect(page).toHaveTitle(originalTitle);
    // Still at the top of the page: nothing moved the reader.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
