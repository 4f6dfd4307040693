// The front page's latest-episodes block (SPEC section 9: 4 by default), placed where the
// frontpage-podcast-block-position unique says, with a link to every podcast.
import { usePodcastText } from './usePodcastText';
import Link from 'next/link';
import { paths } from '@/lib/routing/paths';
import type { EpisodeView } from '@/lib/view/podcast';
import { EpisodeGrid } from './EpisodeGrid';
import * as styles from './podcast.css';

export function LatestEpisodes({ episodes }: { episodes: EpisodeView[] }) {
  const t = usePodcastText();
  if (episodes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-episodes">
      <div className={styles.sectionHeader}>
        <h2 id="latest-episodes" className={styles.sectionTitle}>
          {t('podcast.latestEpisodes')}
        </h2>
        <Link href={paths.podcasts()}>{t('podcast.allPodcasts')}</Link>
      </div>
      <EpisodeGrid episodes={episodes} />
    </section>
  );
}
