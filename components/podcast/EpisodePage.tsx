// /podcastok/{podcast}/{episode}: the episode's title, podcast, length, date, image and play button,
// the linked article (when this edition has it; labelled when it is partner content, SPEC section 5)
// and the podcast's description. Without JavaScript the audio file is a plain link.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useRenderMode } from '@/components/app/RenderModeContext';
import { PartnerLabel } from '@/components/common/PartnerLabel';
import { TeaserLink } from '@/components/common/TeaserLink';
import { useArticleLang } from '@/lib/i18n/LocaleContext';
import { addToAppQueue } from '@/lib/client/podcastPlayer';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { EpisodePageProps } from '@/lib/view/podcast';
import { EpisodeDate } from './EpisodeDate';
import { EpisodeDuration } from './EpisodeDuration';
import { PlayButton } from './PlayButton';
import * as styles from './podcast.css';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { imagePlaceholder } from '@/lib/view/imagePlaceholder';

export function EpisodePage({ episode, podcast, article }: EpisodePageProps) {
  const t = usePageText();
  const mode = useRenderMode();
  const articleLang = useArticleLang(article?.english);
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, episode.title)}</title>
        <meta name="description" content={podcast.description} />
        <link rel="canonical" href={`${edition.siteUrl}${episode.href}`} />
        {episode.image ? <meta property="og:image" content={episode.image.src} /> : null}
      </Head>
      <article>
        <div className={styles.episodeHero}>
          {episode.image ? (
            <img
              className={styles.heroImage}
              src={episode.image.src}
              srcSet={episode.image.srcSet ?? undefined}
              alt={episode.image.alt}
              width={IMAGE_SLOTS.card.width}
              height={IMAGE_SLOTS.card.height}
              style={imagePlaceholder(episode.image.color)}
              fetchPriority="high"
            />
          ) : null}
          <div>
            <p>
              <Link className={styles.podcastName} href={podcast.href}>
                {podcast.name}
              </Link>
            </p>
            <h1>{episode.title}</h1>
            <dl className={styles.details}>
              <dt className={styles.detailTerm}>{t('podcast.duration')}</dt>
              <dd className={styles.detailValue}>
                <EpisodeDuration seconds={episode.duration} />
              </dd>
              <dt className={styles.detailTerm}>{t('podcast.published')}</dt>
              <dd className={styles.detailValue}>
                <EpisodeDate unixSeconds={episode.pubDate} />
              </dd>
            </dl>
            <p className={styles.meta}>
              <PlayButton episode={episode} />
              {mode === 'app' ? (
                <button
                  type="button"
                  className={styles.playButton}
                  onClick={() => addToAppQueue(episode)}
                >
                  {t('podcast.addToQueue', { title: episode.title })}
                </button>
              ) : null}
              <a href={episode.sourceUrl} download>
                {t('podcast.download')}
              </a>
            </p>
          </div>
        </div>
        {article ? (
          <section className={styles.section} aria-labelledby="episode-article">
            <h2 id="episode-article" className={styles.sectionTitle}>
              {t('podcast.relatedArticle')}
            </h2>
            <PartnerLabel kind={article.partner} />
            <h3 className={styles.title}>
              <TeaserLink item={article} className={styles.titleLink}>
                {article.title}
              </TeaserLink>
            </h3>
            <p lang={articleLang}>{article.lead}</p>
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="episode-podcast">
          <h2 id="episode-podcast" className={styles.sectionTitle}>
            {t('podcast.aboutPodcast')}
          </h2>
          <p>{podcast.description}</p>
          <p>
            <Link href={podcast.href}>{t('podcast.allEpisodes', { podcast: podcast.name })}</Link>
          </p>
        </section>
      </article>
    </>
  );
}
