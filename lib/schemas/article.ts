// Article, list item and list result of SPEC section 3, as served by the public API (section 7) and
// read back by the remote adapter. Types are inferred from these schemas.
import { z } from 'zod';
import { imageColorSchema, imageFactsSchema } from './imageFacts';
import { sourceHttpUrlSchema } from './urls';

export const articleTypeSchema = z.enum(['article', 'longform', 'liveblog', 'liveblogpost']);
export type ArticleType = z.infer<typeof articleTypeSchema>;

export const flagSlugs = [
  'live',
  'refresh',
  'adfree',
  'adult-content',
  'pr',
  'legfontosabb',
] as const;

export const superTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const flagSchema = z.object({ slug: z.string(), name: z.string().optional() });

export const articleAuthorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  avatarSrc: z.string().nullable(),
});

const unixSeconds = z.number().int().nonnegative();

/** Fields a list item (front page, lists, search results) carries. */
export const listItemSchema = z.object({
  id: z.number().int(),
  type: articleTypeSchema,
  contentType: z.literal('article'),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  pubDate: unixSeconds,
  insertedAt: unixSeconds,
  updatedAt: unixSeconds,
  lead: z.string(),
  recommender: z.string().nullable(),
  mainSuperTag: superTagSchema,
  superTags: z.array(superTagSchema),
  tags: z.array(tagSchema),
  flags: z.array(flagSchema),
  articleAuthors: z.array(articleAuthorSchema),
  /** Same as articleAuthors: older clients read this name. */
  authors: z.array(articleAuthorSchema),
  recommendedBoxImage: z.string().nullable(),
  resizedRecommendedBoxImage: z.string().nullable(),
  mobileImage43: z.string().nullable(),
  mobileImage11: z.string().nullable(),
  imageSrc: z.string().nullable(),
  imageSrcSet: z.string().nullable(),
  /**
   * What the item's photo shows (its alt text) and the colour its box shows until it arrives (the
   * photo's record, lib/schemas/image.ts); optional because older sources do not send them.
   */
  imageAlt: z.string().nullable().optional(),
  imageColor: imageColorSchema.nullable().optional(),
  // A partner's click-through address (SPEC section 3): http(s) only.
  ctUrl: sourceHttpUrlSchema,
  indexAVCode: z.string().nullable(),
  active: z.boolean(),
  english: z.boolean(),
  live: z.boolean(),
  adultContent: z.boolean(),
  pr: z.boolean(),
  important: z.boolean(),
  favorite: z.boolean(),
  announcement: z.boolean(),
  parent: z.object({ id: z.number().int() }).nullable(),
  pinned: z.boolean(),
  subtitle: z.string().nullable(),
  headerType: z.string().nullable(),
  colorScheme: z.string().nullable(),
  originatingSite: z.string(),
  mirroringSites: z.array(z.string()),
  /**
   * Facebook interactions (SPEC section 3), also on list items so lists can mark popular articles
   * (section 9 thresholds); optional here because older sources send it on full articles only.
   */
  facebookEngagement: z.number().int().nonnegative().optional(),
});

export type ListItem = z.infer<typeof listItemSchema>;

/** The whole article (single article endpoints): a list item plus body and page-only fields. */
export const articleSchema = listItemSchema.extend({
  version: z.number().int().nonnegative(),
  content: z.string(),
  paragraphCount: z.number().int().nonnegative(),
  contentHighlight: z.string().nullable(),
  coverImage: z.string().nullable(),
  coverImageText: z.string().nullable(),
  /** The cover photo's caption, credit, licence and placeholder (optional: older sources lack it). */
  coverImageFacts: imageFactsSchema.nullable().optional(),
  facebookImage: z.string().nullable(),
  halfImage: z.boolean(),
  colorClass: z.string().nullable(),
  spiritualHelp: z.boolean(),
  drugProblem: z.boolean(),
  rank: z.number().int(),
  subType: z.string().nullable(),
  minute: z.number().int().nullable(),
  articleContributors: z.array(z.string()),
  facebookEngagement: z.number().int().nonnegative(),
  evergreen: z.boolean(),
  periodic: z.boolean(),
  adfree: z.boolean(),
  articleWidthCover: z.boolean(),
  facebookSuggested: z.boolean(),
  avCode: z.string().nullable(),
  ogDescription: z.string().nullable(),
  livescoreId: z.number().int().nullable(),
  subArticles: z.array(listItemSchema),
  actions: z.array(z.string()),
  imageAlt: z.string().nullable(),
  geo: z.object({ lat: z.number(), lng: z.number(), name: z.string() }).nullable(),
  // Fields real clients of the original API also read (DESIGN "Public surface compatibility").
  boxTitle: z.string(),
  boxLead: z.string(),
  heroImage: z.string().nullable(),
  moreFromAuthors: z.array(listItemSchema),
});

export type Article = z.infer<typeof articleSchema>;

export const listResultSchema = z.object({
  items: z.array(listItemSchema),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalItems: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
  rss: z.string().nullable(),
  /** Title of the list (section, tag or author name), when it has one. */
  title: z.string().optional(),
  author: z
    .object({
      slug: z.string(),
      name: z.string(),
      title: z.string().nullable(),
      avatarSrc: z.string().nullable(),
      bio: z.string().nullable(),
    })
    .optional(),
});

export type ListResult = z.infer<typeof listResultSchema>;
