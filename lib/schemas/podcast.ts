// Podcasts, podcast episodes and the global player state of SPEC section 3, plus the demo files
// data/podcasts.json and data/episodes.json.
// The player itself works on view types (lib/rules/podcastPlayer.ts); podcastPlayerStateSchema
// describes the same state as the SPEC names it.
import { z } from 'zod';
import { listItemSchema } from './article';

const unixSeconds = z.number().int().nonnegative();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** One podcast (show); also the shape of data/podcasts.json items. */
export const podcastSchema = z.object({
  slug,
  name: z.string().min(1),
  /** Site path (or URL) of the podcast's own page. */
  page: z.string().min(1),
  description: z.string(),
});
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastRefSchema = podcastSchema.pick({ slug: true, name: true, page: true });
export type PodcastRef = z.infer<typeof podcastRefSchema>;

export const podcastEpisodeSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: z.string().min(1),
  image: z.string().nullable(),
  /** What the episode's photo shows and its placeholder colour (the photo's record; optional). */
  imageAlt: z.string().nullable().optional(),
  imageColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable()
    .optional(),
  /** Length in seconds. */
  duration: z.number().int().nonnegative(),
  /**
   * The audio file: an absolute URL, or a path under /uploads (the demo's generated audio, served with
   * range requests by pages/api/uploads; rebased like the images, SPEC section 3).
   */
  sourceUrl: z.union([z.url(), z.string().regex(/^\/uploads\/[A-Za-z0-9/._-]+$/)]),
  podcast: podcastRefSchema,
  article: listItemSchema.nullable(),
  pubDate: unixSeconds,
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

/** An item of data/episodes.json: podcast and article are slugs, pubDate an ISO string. */
export const podcastEpisodeSourceSchema = podcastEpisodeSchema
  .omit({ podcast: true, article: true, pubDate: true })
  .extend({
    podcast: slug,
    article: slug.optional(),
    pubDate: z.iso.datetime({ offset: true }),
  });
export type PodcastEpisodeSource = z.infer<typeof podcastEpisodeSourceSchema>;

export const podcastPlayerStateSchema = z.object({
  visible: z.boolean(),
  minimalized: z.enum(['none', 'left', 'right']),
  episode: podcastEpisodeSchema.nullable(),
  playing: z.boolean(),
});
export type PodcastPlayerState = z.infer<typeof podcastPlayerStateSchema>;
