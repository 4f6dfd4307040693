// getStaticProps of the podcast pages (issue 16): the index of every podcast with its newest episodes,
// a podcast with all its episodes (a handful each, so one page without paging) and one episode. Both
// editions show every podcast (the demo data has no edition notion); an episode's article is linked
// only when that article is in this edition. Unknown slugs (or an episode under another podcast's
// path) are 404s.
import { PODCAST_INDEX_LATEST } from '../constants';
import { getContentSource } from '../content/getContentSource';
import { getEpisodes, getPodcasts, getPodcastWithEpisodes } from '../content/services/podcasts';
import {
  toEpisodeArticle,
  toEpisodeView,
  toPodcastView,
  type EpisodePageProps,
  type PodcastIndexProps,
  type PodcastPageProps,
} from '../view/podcast';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A path param as a slug, or null (anything else is a 404 without a store read). */
function slugParam(value: string | undefined): string | null {
  const text = value?.toLowerCase() ?? '';
  return text.length <= 200 && SLUG.test(text) ? text : null;
}

const notFound = { notFound: true } as const;

export const loadPodcastIndex: PageLoader<PodcastIndexProps> = async () => {
  const source = getContentSource();
  const [podcasts, episodes] = await Promise.all([getPodcasts(source), getEpisodes(source)]);
  return {
    props: {
      shell: await loadShell(),
      podcasts: podcasts.map((podcast) => ({
        podcast: toPodcastView(podcast),
        latest: episodes
          .filter((episode) => episode.podcast.slug === podcast.slug)
          .slice(0, PODCAST_INDEX_LATEST)
          .map(toEpisodeView),
      })),
    },
  };
};

export const loadPodcast: PageLoader<PodcastPageProps> = async ({ params }) => {
  const slug = slugParam(params.podcast);
  const found = slug ? await getPodcastWithEpisodes(getContentSource(), slug) : null;
  if (!found) return notFound;
  return {
    props: {
      shell: await loadShell(),
      podcast: toPodcastView(found.podcast),
      episodes: found.episodes.map(toEpisodeView),
    },
  };
};

export const loadEpisode: PageLoader<EpisodePageProps> = async ({ params }) => {
  const podcastSlug = slugParam(params.podcast);
  const episodeSlug = slugParam(params.episode);
  const found =
    podcastSlug && episodeSlug
      ? await getPodcastWithEpisodes(getContentSource(), podcastSlug)
      : null;
  const episode = found?.episodes.find((e) => e.slug === episodeSlug);
  if (!found || !episode) return notFound;
  return {
    props: {
      shell: await loadShell(),
      episode: toEpisodeView(episode),
      podcast: toPodcastView(found.podcast),
      article: toEpisodeArticle(episode.article),
    },
  };
};
