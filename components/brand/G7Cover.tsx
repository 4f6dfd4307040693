// The g7 cover (SPEC section 2): tabs, the hero, then Közélet, Friss, Adat, Ne hagyd ki, Pénz, Podcast,
// partner content 'Partnereinktől' and 'Korábbi cikkek', in the g7 theme.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { brandThemeClass } from '@/editions/brandThemes.css';
import { paths } from '@/lib/routing/paths';
import type { G7CoverProps } from '@/lib/view/brandCover';
import { Tabs } from '../list/Tabs';
import { BrandCard } from './BrandCard';
import { BrandHeader } from './BrandHeader';
import { CoverCardList } from './CardList';
import { CoverSection } from './CoverSection';
import * as styles from './brand.css';

export function G7Cover({ sections, tabs, rss, allArticlesHref, renderedAt }: G7CoverProps) {
  const t = usePageText();
  const { hero, kozelet, friss, adat, neHagydKi, penz, podcast, partner, korabbi } = sections;
  const single = (item: typeof hero, variant: 'wide' | 'card' = 'card') =>
    item ? <BrandCard item={item} renderedAt={renderedAt} variant={variant} /> : null;
  return (
    <div className={`${brandThemeClass.g7} ${styles.cover}`} data-brand="g7">
      <BrandHeader
        title={t('route.g7')}
        canonicalPath={paths.g7()}
        rss={rss}
        allArticlesHref={allArticlesHref}
      />
      <Tabs tabs={tabs} label={t('list.tabs')} />
      {hero ? <BrandCard item={hero} renderedAt={renderedAt} variant="leader" level={2} /> : null}
      <div className={styles.withSidebar}>
        <div className={styles.cover}>
          <CoverSection title={t('brand.g7.kozelet')} filled={!!kozelet}>
            {single(kozelet, 'wide')}
          </CoverSection>
          <CoverSection title={t('brand.g7.friss')} filled={friss.length > 0}>
            <CoverCardList items={friss} renderedAt={renderedAt} />
          </CoverSection>
        </div>
        <div className={styles.cover}>
          <CoverSection title={t('brand.g7.adat')} filled={!!adat}>
            {single(adat)}
          </CoverSection>
          <CoverSection title={t('brand.g7.neHagydKi')} filled={neHagydKi.length > 0}>
            <CoverCardList items={neHagydKi} renderedAt={renderedAt} variant="compact" />
          </CoverSection>
        </div>
      </div>
      <div className={styles.columns}>
        <CoverSection title={t('brand.g7.penz')} filled={!!penz}>
          {single(penz)}
        </CoverSection>
        <CoverSection title={t('brand.g7.podcast')} filled={podcast.length > 0}>
          <CoverCardList items={podcast} renderedAt={renderedAt} variant="compact" />
        </CoverSection>
        <CoverSection
          title={t('brand.g7.partner')}
          filled={partner.length > 0}
          className={styles.partner}
        >
          {/* Each card carries the partner label itself (SPEC section 5), as everywhere else. */}
          <CoverCardList items={partner} renderedAt={renderedAt} variant="compact" />
        </CoverSection>
      </div>
      <CoverSection title={t('brand.g7.korabbi')} filled={korabbi.length > 0}>
        <CoverCardList items={korabbi} renderedAt={renderedAt} />
        <p>
          <Link href={allArticlesHref}>{t('brand.allArticles')}</Link>
        </p>
      </CoverSection>
    </div>
  );
}
