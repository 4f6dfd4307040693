// The shared section page (SPEC section 2): header (with the author's avatar on author pages), tabs,
// the article list, pagination and the RSS link. Tag and section pages put their follow button under
// the title through `follow` (components/topics/TopicListPage.tsx), so only they load its code.
import type { ReactNode } from 'react';
import { AdSlot } from '../ads/AdSlot';
import Head from 'next/head';
import { brandThemeClass } from '@/editions/brandThemes.css';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { ListPageProps } from '@/lib/view/listPage';
import { withPage } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import { planListSlots } from '@/lib/rules/listInsertions';
import { LIST_AREA_ID } from '../layout/useNavigationScroll';
import { SearchBar } from '../search/SearchBar';
import { PartnerLabel } from '../common/PartnerLabel';
import { TeaserLink } from '../common/TeaserLink';
import type { CardItem } from '@/lib/view/cardItem';
import { ArticleCard } from './ArticleCard';
import { firstImageId } from './CardImage';
import { HikeMap } from './HikeMap';
import { SponsoredLineStrip } from './SponsoredLineStrip';
import { Tabs } from './Tabs';
import * as styles from './list.css';
import { Pagination } from './Pagination';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { fixedImage } from '@/lib/rules/imageUrl';

function Highlights({ items, renderedAt }: { items: readonly CardItem[]; renderedAt: number }) {
  const t = useTranslate();
  return (
    <section className={styles.highlights} aria-label={t('list.highlights')}>
      <ul className={styles.highlightGrid}>
        {items.map((item) => (
          <li key={item.id}>
            <ArticleCard item={item} renderedAt={renderedAt} variant="highlight" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListPage({
  route,
  author,
  rss,
  items,
  totalPages,
  renderedAt,
  highlights,
  partner,
  sponsoredLine,
  hiking,
  follow,
  ads,
}: ListPageProps & { follow?: ReactNode }) {
  const slots = planListSlots<CardItem>({
    items,
    page: route.page,
    route: route.basePath,
    highlights,
    partner,
  });
  const t = useTranslate();
  // The list opens with articles (highlights and partner come later, SPEC section 9).
  const leadImage = firstImageId(items);
  const title =
    route.page > 1 ? `${route.title} – ${t('list.page', { n: route.page })}` : route.title;
  return (
    <div className={route.brand ? brandThemeClass[route.brand] : undefined}>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
        <meta
          name="description"
          content={t('list.description', { title: route.title, site: edition.name })}
        />
        <link rel="canonical" href={`${edition.siteUrl}${withPage(route.basePath, route.page)}`} />
        {rss ? (
          <link rel="alternate" type="application/rss+xml" title={route.title} href={rss} />
        ) : null}
      </Head>
      <header className={styles.header}>
        {author?.avatarSrc ? (
          <img
            className={styles.avatar}
            {...fixedImage(author.avatarSrc, IMAGE_SLOTS.authorAvatar)}
            alt={t('list.authorAvatar', { name: author.name })}
            width={IMAGE_SLOTS.authorAvatar.width}
            height={IMAGE_SLOTS.authorAvatar.height}
          />
        ) : null}
        <div>
          <h1 className={styles.title}>{route.title}</h1>
          {author?.title ? <p>{author.title}</p> : null}
          {follow}
        </div>
        {rss ? (
          <a className={styles.rss} href={rss}>
            {t('list.rss')}
          </a>
        ) : null}
      </header>
      <Tabs tabs={route.tabs} label={t('list.tabs')} />
      {ads.slots['list-top'] ? (
        <AdSlot slot={ads.slots['list-top']} network={ads.network} id="hirdetes-lista-felso" />
      ) : null}
      <SponsoredLineStrip line={sponsoredLine} />
      {hiking ? <HikeMap hikes={hiking.hikes} /> : null}
      {hiking?.news.length ? (
        <aside className={styles.sideBox} aria-labelledby="hiking-news">
          <h2 id="hiking-news">{t('list.hikingNews')}</h2>
          <ul>
            {hiking.news.map((item) => (
              <li key={item.id}>
                <PartnerLabel kind={item.partner} />{' '}
                <TeaserLink item={item}>{item.title}</TeaserLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      {route.searchTag ? (
        <SearchBar
          initialTags={[{ ...route.searchTag, protected: true }]}
          placeholder={route.searchPlaceholder ?? undefined}
          label={t('search.label')}
        />
      ) : null}
      <ol className={styles.list} id={LIST_AREA_ID}>
        {slots.map((slot) => {
          switch (slot.kind) {
            case 'article':
              return (
                <li key={slot.item.id} data-slot="article">
                  <ArticleCard
                    item={slot.item}
                    renderedAt={renderedAt}
                    priority={slot.item.id === leadImage}
                  />
                </li>
              );
            case 'partner':
              return (
                <li key="partner" className={styles.partner} data-slot="partner">
                  {/* The card carries the partner label, as every teaser of paid content does. */}
                  <ArticleCard item={slot.item} renderedAt={renderedAt} />
                </li>
              );
            case 'highlight':
              return (
                <li key="highlights" data-slot="highlight">
                  <Highlights items={slot.items} renderedAt={renderedAt} />
                </li>
              );
            case 'mobileAd':
              // SPEC section 9: the mobile ad after the 3rd item (a list item of its own; the
              // label says it is an ad).
              return ads.slots['list-mobile'] ? (
                <AdSlot
                  key="mobile-ad"
                  as="li"
                  slot={ads.slots['list-mobile']}
                  network={ads.network}
                  id="hirdetes-lista-mobil"
                />
              ) : null;
          }
        })}
      </ol>
      <Pagination basePath={route.basePath} page={route.page} totalPages={totalPages} />
    </div>
  );
}
