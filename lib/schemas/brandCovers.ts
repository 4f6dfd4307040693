// The editors' picks of the sub-brand covers (SPEC section 7: unique groups 27 and 47 with the uniques
// after-main, after-youtube and g7-main; SPEC section 2: the after-music embed). Article references
// are slugs; a slug that no longer names an active article is skipped, and the cover falls back on
// its automatic pull.
import { z } from 'zod';

const slug = z.string().min(1);

export const g7MainContentSchema = z.object({
  hero: slug.nullish(),
  kozelet: slug.nullish(),
  adat: slug.nullish(),
  penz: slug.nullish(),
  neHagydKi: z.array(slug).default([]),
  partner: slug.nullish(),
});
export type G7MainContent = z.infer<typeof g7MainContentSchema>;

export const afterMainContentSchema = z.object({
  leader: slug.nullish(),
  /** The leader's label, 'Ajánló' by default. */
  leaderLabel: z.string().min(1).nullish(),
  recommendations: z.array(slug).default([]),
  cards: z.array(slug).default([]),
});
export type AfterMainContent = z.infer<typeof afterMainContentSchema>;

export const afterYoutubeContentSchema = z.object({
  url: z.string().min(1),
  title: z.string().min(1),
  social: z.array(z.object({ name: z.string().min(1), url: z.url() })).default([]),
});
export type AfterYoutubeContent = z.infer<typeof afterYoutubeContentSchema>;

/** The after sidebar's music player: a Spotify link (validated by SPEC section 5's rule). */
export const afterMusicContentSchema = z.object({ url: z.string().min(1) });
