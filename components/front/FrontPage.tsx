// The front page: breaking block, editors' blocks (cover, lists), the automatic block in its drawn
// layout, the latest podcast episodes where the editors placed them, and the side column with the
// recommender lists, the score widget (issue 32), the shared data widgets and the newsletter promo
// (issue 17). Every teaser of paid content carries the partner label (SPEC section 5; the list
// teasers through Teaser).
import Head from 'next/head';
import { AdSlot } from '../ads/AdSlot';
import Link from 'next/link';
import { Fragment } from 'react';
import { edition } from '@/editions/currentEdition';
import { useArticleLang, useTranslate } from '@/lib/i18n/LocaleContext';
import type { FrontBlock, FrontPageProps } from '@/lib/view/frontPage';
import type { TeaserItem } from '@/lib/view/teaserItem';
import { paths } from '@/lib/routing/paths';
import { IMAGE_SLOTS } from '@/lib/images/imageSlots';
import { fluidImage, parseSizedImagePath } from '@/lib/rules/imageUrl';
import { imagePlaceholder } from '@/lib/view/imagePlaceholder';
import { pageTitle } from '@/lib/rules/pageTitle';
import { coverTitle } from '@/lib/rules/truncate';
import { LiveTeaserPosts } from '../common/LiveTeaserPosts';
import { PartnerLabel } from '../common/PartnerLabel';
import { RelativeTime } from '../common/RelativeTime';
import { TeaserLink } from '../common/TeaserLink';
import { NewsletterPromoSlot } from '../newsletter/NewsletterPromoSlot';
import { ImagePreload } from '../image/ImagePreload';
import { LatestEpisodes } from '../podcast/LatestEpisodes';
import * as styles from './front.css';
import { ScoreWidget } from './ScoreWidget';
import { SharedWidgets } from './SharedWidgets';
import { Teaser } from './Teaser';

/** The cover lead's picture: a fluid image of the lead's photo at the front lead slot. */
const leadImage = (lead: Pick<TeaserItem, 'imageSrc'>) =>
  lead.imageSrc ? fluidImage(parseSizedImagePath(lead.imageSrc).base, IMAGE_SLOTS.frontLead) : null;

const autoLayouts = [styles.autoV1, styles.autoV2, styles.autoV3, styles.autoV4];

function Block({
  block,
  autoVersion,
  renderedAt,
}: {
  block: FrontBlock;
  autoVersion: number;
  renderedAt: number;
}) {
  const t = useTranslate();
  // The cover's lead is printed beside its title link, in the article's language.
  const coverLang = useArticleLang(block.items[0]?.english);
  const headingId = `block-${block.position}`;
  if (block.type === 'breaking') {
    const [lead] = block.items;
    if (!lead) return null;
    return (
      <section className={styles.breaking} aria-labelledby={headingId}>
        <span className={styles.breakingLabel}>{block.title ?? t('front.breaking')}</span>{' '}
        <PartnerLabel kind={lead.partner} />
        <h2 id={headingId} className={styles.breakingTitle}>
          <TeaserLink item={lead} className={styles.breakingLink}>
            {coverTitle(lead.title, 90)}
          </TeaserLink>
        </h2>
        <p>
          <RelativeTime unixSeconds={lead.updatedAt} renderedAt={renderedAt} />
        </p>
        <LiveTeaserPosts item={lead} renderedAt={renderedAt} />
      </section>
    );
  }
  if (block.type === 'cover') {
    const [lead] = block.items;
    if (!lead) return null;
    return (
      <section className={`${styles.block} ${styles.cover}`}>
        {lead.imageSrc ? (
          <img
            className={styles.coverImage}
            {...leadImage(lead)}
            alt={lead.imageAlt ?? ''}
            width={IMAGE_SLOTS.frontLead.width}
            height={IMAGE_SLOTS.frontLead.height}
            fetchPriority="high"
            style={imagePlaceholder(lead.imageColor)}
          />
        ) : null}
        <PartnerLabel kind={lead.partner} />
        <h2 id={headingId} className={styles.coverTitle}>
          <TeaserLink item={lead} className={styles.plainLink}>
            {coverTitle(lead.title, 90)}
          </TeaserLink>
        </h2>
        <p lang={coverLang}>{lead.lead}</p>
        <LiveTeaserPosts item={lead} renderedAt={renderedAt} />
      </section>
    );
  }
  const auto = block.type === 'auto';
  return (
    <section className={styles.block}>
      <h2 id={headingId} className={styles.blockTitle}>
        {block.title ?? t(auto ? 'front.autoBlock' : 'front.block')}
      </h2>
      <ul
        className={auto ? `${styles.grid} ${autoLayouts[autoVersion - 1] ?? ''}` : styles.grid}
        data-version={auto ? autoVersion : undefined}
      >
        {block.items.map((item, index) => (
          <li key={item.id}>
            <Teaser
              item={item}
              limit={index === 0 ? 80 : 70}
              renderedAt={renderedAt}
              image={index < 2 || !auto}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SideList({
  id,
  title,
  items,
  renderedAt,
}: {
  id: string;
  title: string;
  items: TeaserItem[];
  renderedAt: number;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {title}
      </h2>
      <ul className={styles.boxList}>
        {items.map((item) => (
          <li key={item.id}>
            <Teaser item={item} limit={60} renderedAt={renderedAt} image={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mid-page ad goes before the front page's third block. */
const FRONT_MIDDLE_AD_BEFORE_BLOCK = 2;

export function FrontPage({
  blocks,
  autoVersion,
  recommended,
  shared,
  trendingTags,
  rss,
  renderedAt,
  podcastBlock,
  ads,
  scores,
}: FrontPageProps) {
  const t = useTranslate();
  const [breaking] = blocks.filter((block) => block.type === 'breaking');
  const mainBlocks = blocks.filter((block) => block !== breaking);
  // The first block's cover lead is the page's largest paint: fetched before the parser reaches it.
  const first = breaking ?? mainBlocks[0];
  const firstLead = first?.type === 'cover' && first.items[0] ? leadImage(first.items[0]) : null;
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name)}</title>
        <meta name="description" content={t('home.heading', { site: edition.name })} />
        <link rel="canonical" href={`${edition.siteUrl}/`} />
        <link rel="alternate" type="application/rss+xml" title={edition.name} href={rss} />
        <ImagePreload image={firstLead} />
      </Head>
      <h1 className="visually-hidden">{t('home.heading', { site: edition.name })}</h1>
      {breaking ? (
        <Block block={breaking} autoVersion={autoVersion} renderedAt={renderedAt} />
      ) : null}
      {ads.slots['front-top'] ? (
        <AdSlot slot={ads.slots['front-top']} network={ads.network} id="hirdetes-fooldal-felso" />
      ) : null}
      <div className={styles.layout}>
        <div>
          {mainBlocks.map((block, index) => (
            <Fragment key={block.position}>
              {index === FRONT_MIDDLE_AD_BEFORE_BLOCK && ads.slots['front-middle'] ? (
                <AdSlot
                  slot={ads.slots['front-middle']}
                  network={ads.network}
                  id="hirdetes-fooldal-kozepso"
                />
              ) : null}
              {podcastBlock?.beforeBlock === index ? (
                <LatestEpisodes episodes={podcastBlock.episodes} />
              ) : null}
              <Block block={block} autoVersion={autoVersion} renderedAt={renderedAt} />
            </Fragment>
          ))}
          {podcastBlock && podcastBlock.beforeBlock >= mainBlocks.length ? (
            <LatestEpisodes episodes={podcastBlock.episodes} />
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={t('front.recommended')}>
          <SideList
            id="rec-important"
            title={t('front.important')}
            items={recommended.important}
            renderedAt={renderedAt}
          />
          <SideList
            id="rec-newest"
            title={t('front.newest')}
            items={recommended.newest}
            renderedAt={renderedAt}
          />
          {scores ? <ScoreWidget scores={scores} /> : null}
          <SharedWidgets initial={shared} renderedAt={renderedAt} />
          {ads.slots['front-side'] ? (
            <AdSlot
              slot={ads.slots['front-side']}
              network={ads.network}
              id="hirdetes-fooldal-oldalso"
            />
          ) : null}
          <NewsletterPromoSlot place="front" back={paths.home()} />
          <SideList
            id="rec-favorite"
            title={t('front.favorite')}
            items={recommended.favorite}
            renderedAt={renderedAt}
          />
          <SideList
            id="rec-pr"
            title={t('front.partners')}
            items={recommended.pr}
            renderedAt={renderedAt}
          />
          {trendingTags.length ? (
            <nav className={styles.box} aria-label={t('front.trendingTags')}>
              <ul className={styles.boxList}>
                {trendingTags.map((tag) => (
                  <li key={tag.slug}>
                    <Link href={tag.href}>#{tag.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
    </>
  );
}
