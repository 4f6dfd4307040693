// Podcasts and their episodes (SPEC section 3), newest first, with the episode's article resolved.
import {
  podcastEpisodeSourceSchema,
  podcastSchema,
  type PodcastEpisode,
} from '../../schemas/podcast';
import type { ContentSource } from '../contentSource';
import { demoImage } from './demoImage';

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
