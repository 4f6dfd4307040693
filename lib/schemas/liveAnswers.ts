// The answers live pages poll for (SPEC sections 4 and 7): an article's version (/api/articles/{slug}/
// version), a live blog's posts (/api/liveblog/{id}/posts) and a live article's new body
// (/api/articles/{slug}/body). Written with zod/mini: only the lazily loaded live code imports them, and
// its chunk stays a few kB instead of carrying full zod.
import * as z from 'zod/mini';

const unixSeconds = z.number().check(z.int(), z.nonnegative());

/**
 * GET /api/articles/{slug}/version -> { data: { v } }: articleVersionSchema of ./article.ts again, in
 * zod/mini, so the live chunks do not pull in full zod for it.
 */
export const articleVersionAnswerSchema = z.object({
  data: z.object({ v: z.number().check(z.int()) }),
});
export type ArticleVersionAnswer = z.infer<typeof articleVersionAnswerSchema>;

/** A live blog post as the page and the poll send it (lib/view/livePost.ts): body already sanitised. */
export const livePostSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  pubDate: unixSeconds,
  pinned: z.boolean(),
  content: z.string(),
});

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
