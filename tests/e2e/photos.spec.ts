// Photographs end to end in Chromium, both editions: an article with a photo shows it at the cover
// slot, in AVIF (the format Chromium names first), with its caption, credit and licence, and the
// image service answers each format by Accept, the share size as JPEG, and 404 for a size no page
// asks for; an editor uploads a photo (refused to anonymous visitors, readers and other sites; its
// type read from its bytes) and the article written next shows it; every page kind that shows
// pictures shows photographs at the three widths the look suites take.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { e2eEmail, loginViaApi } from './accounts';
import { editionOf } from './edition';
import { expect, test } from './guardedTest';
import { runNow } from './runClock';
import { store } from './store';
import { PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { paths } from '@/lib/routing/paths';
import { listedArticles, type ListedArticle } from './walk/pageSamples';

/**
 * Where each edition's test article goes: a section, a tag no other test follows, and an author; it
 * is dated a year back, so the newest lists other tests compare with the API stay as they are.
 */
const NEWSROOM = {
  main: { section: 'belfold', tag: 'sajtoszabadsag', author: 'bodnar-akos' },
  regional: { section: 'erdely', tag: 'nagyvarad', author: 'biro-csongor' },
} as const;
const A_YEAR_MS = 365 * 24 * 3600 * 1000;

/** An article of each edition whose cover is a photograph of data/photos.json. */
const PHOTO_ARTICLE = {
  main: 'bukki-fennsik-atkeles-egy-nap-alatt',
  regional: 'teli-futesszamlak-gazar-csaladi-koltsegvetes',
} as const;

async function articleOf(request: APIRequestContext, slug: string) {
  const answer = await request.get(`/api/articles/${slug}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    url: string;
    coverImage: string;
    imageAlt: string;
    coverImageFacts: { credit: string; licence: string | null };
  };
}

test('an article shows its photo in AVIF, described, credited and licensed', async ({
  page,
}, testInfo) => {
  const edition = editionOf(testInfo);
  const article = await articleOf(page.request, PHOTO_ARTICLE[edition.slug]);
  const types: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(article.coverImage.replace(/\.jpg$/, '_'))) {
      types.push(response.headers()['content-type'] ?? '');
    }
  });
  await page.goto(article.url);
  const cover = page.locator('figure img').first();
  await expect(cover).toHaveAttribute('alt', article.imageAlt);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((type) => type === 'image/avif')).toBe(true);
  // The largest paint is never lazy, and asked for first.
  await expect(cover).not.toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  const caption = page.locator('figure figcaption').first();
  await expect(caption).toContainText(article.coverImageFacts.credit);
  if (article.coverImageFacts.licence) {
    await expect(
      caption.getByRole('link', { name: article.coverImageFacts.licence }),
    ).toBeVisible();
  }
  // Shared links show the 1200 px JPEG.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/_1200x630\.jpg$/);
  const shared = await page.request.get(new URL(ogImage!).pathname, {
    headers: { accept: 'image/avif,*/*' },
  });
  expect(shared.headers()['content-type']).toBe('image/jpeg');
});

test('the image service answers by Accept, keeps variants for good, and makes no other size', async ({
  request,
}, testInfo) => {
  const { coverImage } = await articleOf(request, PHOTO_ARTICLE[editionOf(testInfo).slug]);
  const sized = (suffix: string) => coverImage.replace(/\.jpg$/, `_${suffix}.jpg`);
  for (const [accept, type] of [
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', 'image/jpeg'],
  ] as const) {
    const answer = await request.get(sized('768x432'), { headers: { accept } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe(type);
    expect(answer.headers()['vary']).toMatch(/accept/i);
    expect(answer.headers()['cache-control']).toMatch(/immutable/);
    const { width, height, exif } = await sharp(await answer.body()).metadata();
    expect([width, height, exif]).toEqual([768, 432, undefined]);
  }
  expect((await request.get(sized('769x432'))).status()).toBe(404);
  expect((await request.get(sized('9999'))).status()).toBe(404);
});

/** A small JPEG (with a camera's EXIF) made for the upload. */
const photoBytes = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Szerkesztosegi kamera' } })
    .toBuffer();

test('an editor uploads a photo and the next article shows it; nobody else can', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const edition = editionOf(testInfo).slug;
  const form = async (name: string, mimeType: string) => ({
    file: { name, mimeType, buffer: await photoBytes() },
    caption: 'Zöld felület a szerkesztőség próbafotóján',
    credit: 'Szerkesztőségi fotó',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    focalX: '0.3',
  });
  const anonymous = await playwright.request.newContext({ baseURL });
  expect(
    (
      await anonymous.post('/api/editor/images', { multipart: await form('a.jpg', 'image/jpeg') })
    ).status(),
  ).toBe(401);
  await anonymous.dispose();

  const reader = await playwright.request.newContext({ baseURL });
  await loginViaApi(reader, e2eEmail(edition, 'reader'));
  expect(
    (
      await reader.post('/api/editor/images', { multipart: await form('a.jpg', 'image/jpeg') })
    ).status(),
  ).toBe(403);
  await reader.dispose();

  const editor = page.context().request;
  await loginViaApi(editor, e2eEmail(edition, 'photos'));
  const crossSite = await editor.post('/api/editor/images', {
    multipart: await form('a.jpg', 'image/jpeg'),
    headers: { origin: 'https://masik-oldal.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  const notAPicture = await editor.post('/api/editor/images', {
    multipart: {
      ...(await form('x.jpg', 'image/jpeg')),
      file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('nem kép') },
    },
  });
  expect(notAPicture.status()).toBe(415);

  // A JPEG whose name says PNG is kept as what its bytes are.
  const added = await editor.post('/api/editor/images', {
    multipart: await form('Próba fotó.png', 'image/png'),
  });
  expect(added.status()).toBe(201);
  const record = (await added.json()) as { path: string; width: number; focalX: number };
  expect(record).toMatchObject({ width: 1600, focalX: 0.3 });
  expect(record.path).toMatch(/^\/uploads\/photos\/\d{4}\/\d{2}\/proba-foto-[0-9a-f]{12}\.jpg$/);

  const slug = `feltoltott-foto-${edition}-${testInfo.retry}`;
  const written = store(
    'article',
    '--json',
    JSON.stringify({
      slug,
      title: 'Próbacikk a feltöltött fotóval',
      type: 'article',
      pubDate: new Date(runNow() - A_YEAR_MS).toISOString(),
      mainSuperTag: NEWSROOM[edition].section,
      tags: [NEWSROOM[edition].tag],
      authors: [NEWSROOM[edition].author],
      lead: 'A szerkesztő az imént feltöltött fotót tette a cikk élére.',
      image: record.path,
      editions: [edition],
      body: 'Rövid szöveg.',
    }),
  ) as { url: string };
  await page.goto(written.url);
  const cover = page.locator('figure img').first();
  await expect(cover).toHaveAttribute('alt', 'Zöld felület a szerkesztőség próbafotóján');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('figure figcaption').first()).toContainText('Szerkesztőségi fotó');
});

/**
 * Whether the edition has a live blog with a photo: the main edition's (a war, a district's election
 * night) have no fitting free photograph and keep their drawings.
 */
const LIVE_BLOG_WITH_PHOTO = { main: false, regional: true } as const;

/** A page of every kind that shows pictures, each leading a reader to a demo photograph. */
async function picturePages(
  request: APIRequestContext,
  edition: keyof typeof LIVE_BLOG_WITH_PHOTO,
): Promise<Record<string, string>> {
  const withPhoto = (await listedArticles(request)).filter((item) =>
    item.imageSrc?.startsWith(PHOTOS_PREFIX),
  );
  const find = (test: (item: ListedArticle) => boolean, what: string) => {
    const found = withPhoto.find(test);
    expect(found, `the edition has ${what} with a photo`).toBeTruthy();
    return found!;
  };
  const article = find(
    (item) => item.type === 'article' && !item.english && !item.pr,
    'an article',
  );
  const liveblog = LIVE_BLOG_WITH_PHOTO[edition]
    ? find((item) => item.type === 'liveblog', 'a live blog')
    : null;
  const episodes = await request.get('/api/episodes?perPage=50');
  expect(episodes.status()).toBe(200);
  const episode = (
    (await episodes.json()) as {
      items: Array<{ slug: string; image: string | null; podcast: { slug: string } }>;
    }
  ).items.find((item) => item.image?.startsWith(PHOTOS_PREFIX));
  expect(episode, 'an episode with a photo').toBeTruthy();
  return {
    front: paths.home(),
    newest: paths.list('legfrissebb'),
    section: paths.section(article.mainSuperTag.slug),
    tag: paths.tag(article.tags[0]!.slug),
    author: paths.author(article.articleAuthors[0]!.slug),
    article: article.url,
    ...(liveblog ? { liveblog: liveblog.url } : {}),
    search: paths.search({ term: article.slug.split('-')[0] }),
    podcasts: paths.podcasts(),
    episode: paths.podcastEpisode(episode!.podcast.slug, episode!.slug),
  };
}

test('every page kind that shows pictures shows photographs, in AVIF, at 390, 768 and 1280 px', async ({
  page,
}, testInfo) => {
  test.slow();
  const served: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(PHOTOS_PREFIX)) {
      served.push(response.headers()['content-type'] ?? '');
    }
  });
  for (const [kind, path] of Object.entries(
    await picturePages(page.request, editionOf(testInfo).slug),
  )) {
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      served.length = 0;
      await page.goto(path);
      if (kind === 'front') {
        // Each edition leads with a photo: the page's largest paint, asked for first.
        await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute(
          'src',
          new RegExp(PHOTOS_PREFIX),
        );
      }
      const photo = page.locator(`img[src*="${PHOTOS_PREFIX}"]`).first();
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: `${kind} (${path}) at ${width} px shows a photo`,
        })
        .toBeGreaterThan(0);
      expect(served.length, `${kind} at ${width} px`).toBeGreaterThan(0);
      expect(
        served.every((type) => type === 'image/avif'),
        `${kind}: ${served}`,
      ).toBe(true);
    }
  }
});
