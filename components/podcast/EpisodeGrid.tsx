// Episode cards in a responsive grid (a list, so screen readers announce how many there are).
import type { EpisodeView } from '@/lib/view/podcast';
import { EpisodeCard } from './EpisodeCard';
import * as styles from './podcast.css';

export function EpisodeGrid({
  episodes,
  showPodcast = true,
}: {
  episodes: EpisodeView[];
  showPodcast?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {episodes.map((episode) => (
        <li key={episode.id}>
          <EpisodeCard episode={episode} showPodcast={showPodcast} />
        </li>
      ))}
    </ul>
  );
}
