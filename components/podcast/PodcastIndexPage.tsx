// /podcastok: every podcast with its description and newest episodes.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { PodcastIndexProps } from '@/lib/view/podcast';
import { EpisodeGrid } from './EpisodeGrid';
import * as styles from './podcast.css';

export function PodcastIndexPage({ podcasts }: PodcastIndexProps) {
  const t = usePageText();
  const title = t('route.podcasts');
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <meta name="description" content={t('podcast.index.lead')} />
        <link rel="canonical" href={`${edition.siteUrl}${paths.podcasts()}`} />
      </Head>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('podcast.index.lead')}</p>
      {podcasts.map(({ podcast, latest }) => (
        <section
          key={podcast.slug}
          className={styles.section}
          aria-labelledby={`podcast-${podcast.slug}`}
        >
          <h2 id={`podcast-${podcast.slug}`} className={styles.sectionTitle}>
            <Link className={styles.titleLink} href={podcast.href}>
              {podcast.name}
            </Link>
          </h2>
          <p>{podcast.description}</p>
          <EpisodeGrid episodes={latest} showPodcast={false} />
          <p>
            <Link href={podcast.href}>{t('podcast.allEpisodes', { podcast: podcast.name })}</Link>
          </p>
        </section>
      ))}
    </>
  );
}
