// The after cover (SPEC section 2): the leader with 'Ajánló' and its recommendations, the card
// carousel, the video with the social links, 'Friss hírek' (Cikkek, Podcast adások), 'További
// cikkek', and the music embed in the sidebar when one is configured, in the after theme.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { brandThemeClass } from '@/editions/brandThemes.css';
import { paths } from '@/lib/routing/paths';
import type { AfterCoverProps } from '@/lib/view/brandCover';
import { SponsoredLineStrip } from '@/components/list/SponsoredLineStrip';
import { AfterVideoBox } from './AfterVideoBox';
import { BrandCard } from './BrandCard';
import { BrandHeader } from './BrandHeader';
import { CardCarousel } from './CardCarousel';
import { CoverCardList } from './CardList';
import { CoverSection } from './CoverSection';
import * as styles from './brand.css';

export function AfterCover(props: AfterCoverProps) {
  const { sections, leaderLabel, video, music, sponsoredLine, rss, allArticlesHref, renderedAt } =
    props;
  const t = usePageText();
  const { leader, recommendations, cards, articles, podcasts, further } = sections;
  return (
    <div className={`${brandThemeClass.after} ${styles.cover}`} data-brand="after">
      <BrandHeader
        title={t('route.after')}
        canonicalPath={paths.list('after')}
        rss={rss}
        allArticlesHref={allArticlesHref}
      />
      <SponsoredLineStrip line={sponsoredLine} />
      <div className={styles.withSidebar}>
        <div className={styles.cover}>
          {leader ? (
            <BrandCard
              item={leader}
              renderedAt={renderedAt}
              variant="leader"
              level={2}
              kicker={leaderLabel ?? t('brand.after.leaderLabel')}
            />
          ) : null}
          {recommendations.length ? (
            <CoverCardList items={recommendations} renderedAt={renderedAt} />
          ) : null}
        </div>
        <aside className={styles.cover} aria-label={t('brand.after.sidebar')}>
          {music ? (
            <iframe
              className={styles.music}
              src={music.embedUrl}
              height={music.height}
              title={t('brand.after.music')}
              loading="lazy"
              allow="encrypted-media"
            />
          ) : null}
          {video ? <AfterVideoBox video={video} /> : null}
        </aside>
      </div>
      <CoverSection title={t('brand.after.carousel')} filled={cards.length > 0}>
        <CardCarousel items={cards} renderedAt={renderedAt} />
      </CoverSection>
      <CoverSection
        title={t('brand.after.news')}
        filled={articles.length > 0 || podcasts.length > 0}
      >
        <div className={styles.twoColumns}>
          <CoverSection title={t('brand.after.articles')} filled={articles.length > 0} level={3}>
            <CoverCardList items={articles} renderedAt={renderedAt} variant="compact" />
          </CoverSection>
          <CoverSection title={t('brand.after.podcasts')} filled={podcasts.length > 0} level={3}>
            <CoverCardList items={podcasts} renderedAt={renderedAt} variant="compact" />
          </CoverSection>
        </div>
      </CoverSection>
      <CoverSection title={t('brand.after.further')} filled={further.length > 0}>
        <CoverCardList items={further} renderedAt={renderedAt} />
        <p>
          <Link href={allArticlesHref}>{t('brand.moreArticles')}</Link>
        </p>
      </CoverSection>
    </div>
  );
}
