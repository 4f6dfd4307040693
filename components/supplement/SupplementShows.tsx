// The 'Műsorok' tab of an election supplement (SPEC section 2): the election show's episodes as
// episode cards that play in the site's global player, then the supplement's videos as article
// cards; 'Még nincs adat.' when it has neither.
import { usePageText } from '@/components/common/usePageText';
import { CardList } from '@/components/list/CardList';
import { EpisodeGrid } from '@/components/podcast/EpisodeGrid';
import type { CardItem } from '@/lib/view/cardItem';
import type { EpisodeView } from '@/lib/view/podcast';
import * as styles from './supplement.css';

interface Props {
  episodes: EpisodeView[];
  videos: CardItem[];
  renderedAt: number;
}

export function SupplementShows({ episodes, videos, renderedAt }: Props) {
  const t = usePageText();
  if (episodes.length === 0 && videos.length === 0) return <p>{t('supplement.noData')}</p>;
  return (
    <>
      {episodes.length ? (
        <section className={styles.showsSection} aria-labelledby="supplement-episodes">
          <h2 id="supplement-episodes" className={styles.showsTitle}>
            {t('supplement.shows.episodes')}
          </h2>
          <EpisodeGrid episodes={episodes} />
        </section>
      ) : null}
      {videos.length ? (
        <section className={styles.showsSection} aria-labelledby="supplement-videos">
          <h2 id="supplement-videos" className={styles.showsTitle}>
            {t('supplement.shows.videos')}
          </h2>
          <CardList items={videos} renderedAt={renderedAt} />
        </section>
      ) : null}
    </>
  );
}
