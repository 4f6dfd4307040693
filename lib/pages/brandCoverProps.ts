// getStaticProps of the sub-brand covers /g7 and /after (SPEC section 2): the composed sections as
// card items, the g7 tabs, the after video and music embed. A brand with no articles in this edition
// has no cover (404), like an empty section.
import { getContentSource } from '../content/getContentSource';
import { getAfterCover, getG7Cover } from '../content/services/brandCovers';
import { feedPaths } from '../routing/feedPaths';
import { paths, withPage } from '../routing/paths';
import { musicEmbedVariant, parseMusicEmbed, parseVideoEmbed } from '../rules/embeds';
import type { ListItem } from '../schemas/article';
import type { AfterCoverProps, AfterVideo, G7CoverProps } from '../view/brandCover';
import { asPartnerCard, toCard, type CardItem } from '../view/cardItem';
import { g7Tabs } from './listRoutes';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';
import { loadSponsoredLine } from './sponsoredLineProps';

type CardSections<S> = {
  [K in keyof S]: S[K] extends ListItem[] ? CardItem[] : CardItem | null;
};

/** The sections with every item cut down to what a card prints. */
function toCards<S extends object>(sections: S): CardSections<S> {
  return Object.fromEntries(
    Object.entries(sections).map(([key, value]: [string, ListItem | ListItem[] | null]) => [
      key,
      Array.isArray(value) ? value.map(toCard) : value ? toCard(value) : null,
    ]),
  ) as CardSections<S>;
}

const isEmpty = (sections: object) =>
  Object.values(sections).every((value: ListItem | ListItem[] | null) =>
    Array.isArray(value) ? value.length === 0 : !value,
  );

export const loadG7Cover: PageLoader<G7CoverProps> = async () => {
  const sections = await getG7Cover(getContentSource());
  if (isEmpty(sections)) return { notFound: true };
  return {
    props: {
      shell: await loadShell(),
      renderedAt: Date.now(),
      rss: feedPaths.list('rovat', 'g7'),
      allArticlesHref: paths.g7('friss'),
      tabs: g7Tabs.map((tab) => ({
        label: tab.label,
        href: paths.g7(tab.segment),
        active: tab.segment === undefined,
      })),
      sections: g7Sections(sections),
    },
  };
};

/** The g7 sections as cards; 'Partnereinktől' holds partner content only, each card labelled. */
function g7Sections(sections: Awaited<ReturnType<typeof getG7Cover>>): G7CoverProps['sections'] {
  const cards = toCards(sections);
  return { ...cards, partner: cards.partner.map(asPartnerCard) };
}

function afterVideo(content: NonNullable<Awaited<ReturnType<typeof getAfterCover>>['video']>) {
  const embed = parseVideoEmbed(content.url);
  return {
    title: content.title,
    url: content.url,
    embedUrl: embed?.embedUrl ?? null,
    portrait: embed?.portrait ?? false,
    social: content.social,
  } satisfies AfterVideo;
}

export const loadAfterCover: PageLoader<AfterCoverProps> = async () => {
  const source = getContentSource();
  const [{ leaderLabel, video, musicUrl, ...sections }, sponsoredLine] = await Promise.all([
    getAfterCover(source),
    loadSponsoredLine(source, { kind: 'after', slug: null }),
  ]);
  if (isEmpty(sections)) return { notFound: true };
  // SPEC section 5: only album, artist, playlist, track or episode links embed; section 9: 400 high.
  const music = musicUrl ? parseMusicEmbed(musicUrl, musicEmbedVariant('afterSidebar')) : null;
  return {
    props: {
      shell: await loadShell(),
      renderedAt: Date.now(),
      rss: feedPaths.list('rovat', 'after'),
      allArticlesHref: withPage(paths.list('after'), 2),
      sections: toCards(sections),
      leaderLabel,
      video: video ? afterVideo(video) : null,
      music: music ? { embedUrl: music.embedUrl, height: music.height } : null,
      sponsoredLine,
    },
  };
};
