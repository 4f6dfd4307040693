// The URLs a bench run warms and measures, found through the public API of the running site so they
// follow whatever the content store holds: the front page, three lists, twenty articles, a search and
// API answers.
import { z } from 'zod';

const ARTICLES_TO_WARM = 20;
/** How far back the bench looks for an article with a photograph, which it then measures. */
const ARTICLES_TO_SEARCH_FOR_A_PHOTO = 100;
const SEARCH_TERM = 'budapest';

const articlesAnswerSchema = z.object({
  items: z
    .array(
      z.object({
        slug: z.string(),
        url: z.string().startsWith('/'),
        mainSuperTag: z.object({ slug: z.string() }).nullish(),
        tags: z.array(z.object({ slug: z.string() })).default([]),
        imageSrc: z.string().nullish(),
      }),
    )
    .min(1),
});

export interface SiteUrls {
  front: string;
  /** newest, a section and a tag list; the section list is the "list" page type. */
  lists: [string, string, string];
  articles: string[];
  search: string;
  api: string[];
  /** The page without data that serves as the framework baseline (scripts/bench/pages/bench-bare/index.tsx). */
  bare: string;
}

/** The baseline shaped like an article: a five-segment dynamic ISR route with `bytes` of filler. */
export function articleShapedBarePath(fillerBytes: number): string {
  return `/bench-bare/x/x/x/x/${fillerBytes}`;
}

/** The filler (whole kilobytes, as the page accepts) that gives the shaped page the article's size. */
export function fillerBytesFor(articleHtmlBytes: number, emptyShapedHtmlBytes: number): number {
  return Math.max(0, Math.round((articleHtmlBytes - emptyShapedHtmlBytes) / 1000) * 1000);
}

export async function discoverUrls(origin: string): Promise<SiteUrls> {
  const listApi = `/api/articles?limit=${ARTICLES_TO_WARM}`;
  const response = await fetch(origin + listApi);
  if (!response.ok) throw new Error(`${listApi} answered ${response.status}`);
  const { items: newest } = articlesAnswerSchema.parse(await response.json());
  // The measured article (the first) is one with a photograph, as most of a newsroom's are; the
  // newest when none of the latest has one.
  const searched = await fetch(`${origin}/api/articles?limit=${ARTICLES_TO_SEARCH_FOR_A_PHOTO}`);
  const photo = searched.ok
    ? articlesAnswerSchema
        .parse(await searched.json())
        .items.find((item) => item.imageSrc?.includes('/uploads/photos/'))
    : undefined;
  const items = photo
    ? [photo, ...newest.filter((item) => item.slug !== photo.slug)].slice(0, ARTICLES_TO_WARM)
    : newest;
  const section = items.find((item) => item.mainSuperTag)?.mainSuperTag?.slug;
  const tag = items.find((item) => item.tags.length > 0)?.tags[0]?.slug;
  if (!section || !tag) throw new Error('no article with a section and a tag to find lists by');
  return {
    front: '/',
    lists: ['/legfrissebb', `/rovat/${section}`, `/cimke/${tag}`],
    articles: items.map((item) => item.url),
    search: `/archivum?term=${SEARCH_TERM}`,
    api: [listApi, `/api/articles/${items[0]!.slug}`, `/api/search?term=${SEARCH_TERM}`],
    bare: '/bench-bare',
  };
}

export function allUrls(urls: SiteUrls): string[] {
  return [urls.front, ...urls.lists, ...urls.articles, urls.search, ...urls.api, urls.bare];
}

/**
 * Requests every URL twice: the first request may render an ISR page for the first time (or refresh a
 * stale one in the background), the second then finds it cached. Any answer but 200 stops the bench.
 */
export async function warm(origin: string, paths: readonly string[]) {
  for (let pass = 0; pass < 2; pass++) {
    for (const urlPath of paths) {
      const response = await fetch(origin + urlPath, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) {
        throw new Error(`warming ${origin}${urlPath} answered ${response.status}`);
      }
    }
  }
}
