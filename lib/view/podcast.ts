// What the podcast pages, the front page's latest-episodes block and the global player print about a
// podcast and its episodes (SPEC section 3), and the builders that keep page data that small.
import { imageSrcSet, imageUrl } from '../rules/imageUrl';
import { paths } from '../routing/paths';
import type { ListItem } from '../schemas/article';
import type { Podcast, PodcastEpisode } from '../schemas/podcast';
import { partnerKind, type PartnerKind } from './articleFormat';
import { englishMark, type EnglishMark } from './articleLanguage';
import type { ShellData } from './shellData';

/** Card images are shown 16:9 at this CSS width (the srcset adds the SPEC's densities). */
const CARD_IMAGE = { width: 400, height: 225 } as const;

/** One episode as a card and as the player's episode (one shape, so a card can start the player). */
export interface EpisodeView {
  id: number;
  slug: string;
  title: string;
  /** Seconds. */
  duration: number;
  /** The audio file (a /uploads path on the demo, else an absolute URL). */
  sourceUrl: string;
  pubDate: number;
  image: { src: string; srcSet: string | null } | null;
  podcast: { slug: string; name: string; href: string };
  /** The episode's own page. */
  href: string;
}

export interface PodcastView {
  slug: string;
  name: string;
  description: string;
  href: string;
}

/** The article an episode belongs to, as its page links it (labelled when it is partner content). */
export interface EpisodeArticleView extends EnglishMark {
  title: string;
  url: string;
  lead: string;
  partner: PartnerKind;
}

export interface PodcastIndexProps {
  shell: ShellData;
  podcasts: Array<{ podcast: PodcastView; latest: EpisodeView[] }>;
}

export interface PodcastPageProps {
  shell: ShellData;
  podcast: PodcastView;
  episodes: EpisodeView[];
}

export interface EpisodePageProps {
  shell: ShellData;
  episode: EpisodeView;
  podcast: PodcastView;
  article: EpisodeArticleView | null;
}

export function toEpisodeView(episode: PodcastEpisode): EpisodeView {
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    duration: episode.duration,
    sourceUrl: episode.sourceUrl,
    pubDate: episode.pubDate,
    image: episode.image
      ? {
          src: imageUrl(episode.image, `${CARD_IMAGE.width}:${CARD_IMAGE.height}`)!,
          srcSet: imageSrcSet(episode.image, CARD_IMAGE.width, CARD_IMAGE.height),
        }
      : null,
    podcast: {
      slug: episode.podcast.slug,
      name: episode.podcast.name,
      href: paths.podcast(episode.podcast.slug),
    },
    href: paths.podcastEpisode(episode.podcast.slug, episode.slug),
  };
}

export function toPodcastView(podcast: Podcast): PodcastView {
  return {
    slug: podcast.slug,
    name: podcast.name,
    description: podcast.description,
    href: paths.podcast(podcast.slug),
  };
}

export function toEpisodeArticle(article: ListItem | null): EpisodeArticleView | null {
  return article
    ? {
        title: article.title,
        url: article.url,
        lead: article.lead,
        partner: partnerKind(article),
        ...englishMark(article),
      }
    : null;
}
