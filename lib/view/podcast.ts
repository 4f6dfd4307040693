// What the podcast pages, the front page's latest-episodes block and the global player print about a
// podcast and its episodes (SPEC section 3), and the builders that keep page data that small.
import { IMAGE_SLOTS } from '../images/imageSlots';
import { fixedImage } from '../rules/imageUrl';
import { paths } from '../routing/paths';
import type { ListItem } from '../schemas/article';
import type { Podcast, PodcastEpisode } from '../schemas/podcast';
import { partnerKind, type PartnerKind } from './articleFormat';
import { englishMark, type EnglishMark } from './articleLanguage';
import type { ShellData } from './shellData';

/** Episode images are shown in the card slot (the srcset adds the SPEC's densities). */
const CARD_IMAGE = IMAGE_SLOTS.card;

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
  image: { src: string; srcSet: string | null; alt: string; color: string | null } | null;
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
          ...fixedImage(episode.image, CARD_IMAGE),
          alt: episode.imageAlt ?? '',
          color: episode.imageColor ?? null,
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
