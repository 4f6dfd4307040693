// The answers live pages poll for (SPEC sections 4 and 7): an article's version (/api/articles/{slug}/
// version), a live blog's posts (/api/liveblog/{id}/posts) and a live article's new body
// (/api/articles/{slug}/body); one schema each for the routes, the OpenAPI document and the browser.
// Written with zod/mini: only the lazily loaded live code imports them, and its chunk stays a few kB
// instead of carrying full zod.
import * as z from 'zod/mini';

const unixSeconds = z.number().check(z.int(), z.nonnegative());

/** GET /api/articles/{slug}/version -> { data: { v } }. */
export const articleVersionSchema = z.object({ data: z.object({ v: z.number().check(z.int()) }) });
export type ArticleVersionAnswer = z.infer<typeof articleVersionSchema>;

/**
 * A live blog post as the page's props and the poll send it (lib/content/services/liveBlog.ts): a
 * list item's id, slug, title, date and pin, with its body already sanitised.
 */
export const livePostSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  pubDate: unixSeconds,
  pinned: z.boolean(),
  content: z.string(),
});
export type LivePost = z.infer<typeof livePostSchema>;

/** GET /api/liveblog/{id}/posts -> the blog's version and its posts. */
export const livePostsAnswerSchema = z.object({
  version: z.number(),
  posts: z.array(livePostSchema),
});
export type LivePostsAnswer = z.infer<typeof livePostsAnswerSchema>;

/** GET /api/articles/{slug}/body -> the current version, its update time and the sanitised body. */
export const articleBodyAnswerSchema = z.object({
  data: z.object({ v: z.number(), updatedAt: unixSeconds, content: z.string() }),
});
export type ArticleBodyAnswer = z.infer<typeof articleBodyAnswerSchema>;

/**
 * A post as a live blog's teaser lists it (SPEC section 9: pinned posts, then the 4 newest): its title,
 * time and the address of its anchor in the blog, no body.
 */
export const liveTeaserPostSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  url: z.string(),
  pubDate: unixSeconds,
  pinned: z.boolean(),
});
export type LiveTeaserPost = z.infer<typeof liveTeaserPostSchema>;

/** GET /api/liveblog/{id}/teaser -> whether the blog is live and the posts its teasers show. */
export const liveTeaserAnswerSchema = z.object({
  live: z.boolean(),
  posts: z.array(liveTeaserPostSchema),
});
export type LiveTeaserAnswer = z.infer<typeof liveTeaserAnswerSchema>;
