// Shapes of the demo content in data/ (see data/README.md), validated on import before anything is
// written to the store.
import { z } from 'zod';
import { httpUrlSchema } from './urls';
import { editionSlugSchema } from '@/editions/editionSchema';
import { articleTypeSchema, flagSlugs } from './article';
import { FOOTER_HEADINGS, footerGroupSchema, menuItemSchema, menusShape } from './menu';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase ASCII words joined by -');
const isoDateTime = z.iso.datetime({ offset: true });
const editions = z.array(editionSlugSchema).min(1);

export const superTagSourceSchema = z.object({
  slug,
  name: z.string().min(1),
  active: z.boolean(),
  editions,
  description: z.string().optional(),
});

export const tagSourceSchema = z.object({ slug, name: z.string().min(1) });

/**
 * A demo photograph (data/photos.json): its file under data/photos/, what it shows (in Hungarian:
 * the alt text and caption), who took it, its licence and where it came from, and the point its
 * crops keep in view (fractions of its width and height; the centre when absent).
 */
export const photoSourceSchema = z.object({
  id: slug,
  file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(?:jpg|png|webp|avif)$/),
  caption: z.string().min(1).max(300),
  credit: z.string().min(1).max(200),
  licence: z.string().min(1),
  licenceUrl: httpUrlSchema.nullable(),
  source: z.string().min(1),
  focal: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});
export type PhotoSource = z.infer<typeof photoSourceSchema>;

export const authorSourceSchema = z.object({
  slug,
  name: z.string().min(1),
  title: z.string().optional(),
  avatar: z.string().startsWith('/uploads/').optional(),
  bio: z.string().optional(),
  editions: editions.optional(),
});

export const articleSourceSchema = z.object({
  slug,
  title: z.string().min(1),
  type: articleTypeSchema,
  pubDate: isoDateTime,
  updatedAt: isoDateTime.optional(),
  mainSuperTag: slug,
  superTags: z.array(slug).optional(),
  tags: z.array(slug).max(8),
  authors: z.array(slug).min(1),
  contributors: z.array(z.string()).optional(),
  lead: z.string(),
  subtitle: z.string().optional(),
  recommender: z.string().optional(),
  image: z.string().startsWith('/uploads/').optional(),
  imageAlt: z.string().optional(),
  coverImageText: z.string().optional(),
  /** The cover takes the window beside the title on desktop (a half hero, SPEC section 4). */
  halfImage: z.boolean().optional(),
  flags: z.array(z.enum(flagSlugs)).optional(),
  important: z.boolean().optional(),
  favorite: z.boolean().optional(),
  announcement: z.boolean().optional(),
  evergreen: z.boolean().optional(),
  active: z.boolean().optional(),
  editions: editions.optional(),
  english: z.boolean().optional(),
  spiritualHelp: z.boolean().optional(),
  drugProblem: z.boolean().optional(),
  parent: slug.optional(),
  pinned: z.boolean().optional(),
  ctUrl: httpUrlSchema.optional(),
  indexAVCode: z.string().optional(),
  geo: z.object({ lat: z.number(), lng: z.number(), name: z.string() }).optional(),
  headerType: z.enum(['normal', 'wide', 'cover']).optional(),
  colorScheme: z.enum(['light', 'dark']).optional(),
  /** Facebook interactions (reactions, comments, shares), collected outside this service; default 0. */
  facebookEngagement: z.number().int().nonnegative().optional(),
  /** Markdown body. */
  body: z.string(),
});

export type ArticleSource = z.infer<typeof articleSourceSchema>;

export const docSourceSchema = z.object({
  slug,
  title: z.string().min(1),
  lead: z.string().optional(),
  updatedAt: z.string().optional(),
  body: z.string(),
});

export type DocSource = z.infer<typeof docSourceSchema>;

/** A demo menu item: unlike the contract, it must have its English title (issue 27 item 4). */
const menuItemSourceSchema = menuItemSchema.required({ englishTitle: true });

/** `menus.<edition>.json`: every item with an English title, every footer group with a heading. */
export const menusSourceSchema = menusShape(
  menuItemSourceSchema,
  footerGroupSchema.extend({
    heading: z.enum(FOOTER_HEADINGS),
    items: z.array(menuItemSourceSchema),
  }),
);
