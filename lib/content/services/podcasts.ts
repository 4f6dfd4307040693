// Podcasts and their episodes (SPEC section 3), newest first, with the episode's article resolved.
import {
  podcastEpisodeSourceSchema,
  podcastSchema,
  type PodcastEpisode,
} from '../../schemas/podcast';
import { z } from 'zod';
import { uniqueSchema } from '../../schemas/misc';
import type { ContentSource } from '../contentSource';
import { demoImage } from './demoImage';

/** The unique that places the front page's latest-episodes block (SPEC section 7). */
export const PODCAST_BLOCK_POSITION_UNIQUE = 'frontpage-podcast-block-position';

export async function getPodcasts(source: ContentSource) {
  return podcastSchema.array().parse(await source.getDocument('podcasts'));
}

export async function getEpisodes(source: ContentSource): Promise<PodcastEpisode[]> {
  const [podcasts, raw] = await Promise.all([getPodcasts(source), source.getDocument('episodes')]);
  const episodes = podcastEpisodeSourceSchema.array().parse(raw);
  const articles = await source.getItemsBySlugs(
    episodes.flatMap((e) => (e.article ? [e.article] : [])),
  );
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  return episodes
    .map((episode) => {
      const podcast = podcasts.find((p) => p.slug === episode.podcast);
      return {
        ...episode,
        image: demoImage(episode.image),
        podcast: {
          slug: episode.podcast,
          name: podcast?.name ?? episode.podcast,
          page: podcast?.page ?? '/',
        },
        article: (episode.article && bySlug.get(episode.article)) || null,
        pubDate: Math.floor(Date.parse(episode.pubDate) / 1000),
      };
    })
    .sort((a, b) => b.pubDate - a.pubDate);
}

/**
 * The front page's latest-episodes block position (/api/unique/frontpage-podcast-block-position,
 * `{ position }`), or null when the unique is missing or malformed (the block is then left out).
 */
export async function getPodcastBlockPosition(source: ContentSource): Promise<number | null> {
  const uniques = uniqueSchema.array().parse(await source.getDocument('uniques'));
  const content = uniques.find((u) => u.slug === PODCAST_BLOCK_POSITION_UNIQUE)?.content;
  const parsed = z.object({ position: z.number().int().nonnegative() }).safeParse(content);
  return parsed.success ? parsed.data.position : null;
}

/** One podcast with its episodes (newest first), or null for an unknown slug. */
export async function getPodcastWithEpisodes(source: ContentSource, slug: string) {
  const [podcasts, episodes] = await Promise.all([getPodcasts(source), getEpisodes(source)]);
  const podcast = podcasts.find((p) => p.slug === slug);
  return podcast ? { podcast, episodes: episodes.filter((e) => e.podcast.slug === slug) } : null;
}
