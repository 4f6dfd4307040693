// The play button of one episode. Until the page runs JavaScript (and without it) it is a link to the
// audio file, which the browser plays on its own: never a dead button. Once the page runs, the
// working button (LivePlayButton, with the global player's store) loads and takes its place, so the
// player's code is no part of the first-load JavaScript of pages with play buttons.
import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import type { EpisodeView } from '@/lib/view/podcast';
import * as styles from './podcast.css';
import { usePodcastText } from './usePodcastText';

const LivePlayButton = lazyComponent(() => import('./LivePlayButton'), 'LivePlayButton');

const noSubscription = () => () => undefined;

export function PlayButton({ episode }: { episode: EpisodeView }) {
  const t = usePodcastText();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const link = (
    <a
      className={styles.playButton}
      href={episode.sourceUrl}
      aria-label={t('podcast.playLabel', { title: episode.title })}
    >
      <span className={styles.playIcon} aria-hidden="true">
        ▶
      </span>
      {t('podcast.play')}
    </a>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <LivePlayButton episode={episode} />
    </Suspense>
  );
}
