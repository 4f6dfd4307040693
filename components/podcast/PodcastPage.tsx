// /podcastok/{podcast}: a podcast's description and all its episodes, newest first.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { PodcastPageProps } from '@/lib/view/podcast';
import { EpisodeGrid } from './EpisodeGrid';
import * as styles from './podcast.css';

export function PodcastPage({ podcast, episodes }: PodcastPageProps) {
  const t = usePageText();
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, podcast.name)}</title>
        <meta name="description" content={podcast.description} />
        <link rel="canonical" href={`${edition.siteUrl}${podcast.href}`} />
      </Head>
      <p>
        <Link href={paths.podcasts()}>{t('route.podcasts')}</Link>
      </p>
      <h1>{podcast.name}</h1>
      <p className={styles.lead}>{podcast.description}</p>
      <section className={styles.section} aria-labelledby="podcast-episodes">
        <h2 id="podcast-episodes" className={styles.sectionTitle}>
          {t('podcast.episodes')} ({t('podcast.episodeCount', { n: episodes.length })})
        </h2>
        <EpisodeGrid episodes={episodes} showPodcast={false} />
      </section>
    </>
  );
}
