// An episode card (front page block, podcast index, a podcast's page): image, podcast name, title
// linking to the episode page, duration and the play button.
import Link from 'next/link';
import type { EpisodeView } from '@/lib/view/podcast';
import { EpisodeDuration } from './EpisodeDuration';
import { PlayButton } from './PlayButton';
import * as styles from './podcast.css';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { imagePlaceholder } from '@/lib/view/imagePlaceholder';

interface Props {
  episode: EpisodeView;
  /** The heading level under the block's own heading. */
  level?: 2 | 3;
  /** Hide the podcast name where the page is the podcast's own. */
  showPodcast?: boolean;
}

export function EpisodeCard({ episode, level = 3, showPodcast = true }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {episode.image ? (
        <img
          className={styles.image}
          src={episode.image.src}
          srcSet={episode.image.srcSet ?? undefined}
          alt={episode.image.alt}
          width={IMAGE_SLOTS.card.width}
          height={IMAGE_SLOTS.card.height}
          style={imagePlaceholder(episode.image.color)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {showPodcast ? (
        <Link className={styles.podcastName} href={episode.podcast.href}>
          {episode.podcast.name}
        </Link>
      ) : null}
      <Heading className={styles.title}>
        <Link className={styles.titleLink} href={episode.href}>
          {episode.title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        <EpisodeDuration seconds={episode.duration} />
      </p>
      <div>
        <PlayButton episode={episode} />
      </div>
    </article>
  );
}
