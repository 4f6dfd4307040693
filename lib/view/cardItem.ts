// What an article card in a list prints (lists, search results, supplements), and the pick that keeps
// page data that small.
import type { ListItem } from '../schemas/article';
import { engagementLevel, type EngagementLevel } from '../rules/facebookEngagement';
import { partnerKind, type PartnerKind } from './articleFormat';
import { englishMark, type EnglishMark } from './articleLanguage';
import type { LiveTeaserMark } from './liveTeaser';

const cardFields = [
  'id',
  'title',
  'url',
  'lead',
  'pubDate',
  'updatedAt',
  'flags',
  'mainSuperTag',
  'imageSrc',
  'imageSrcSet',
  'imageAlt',
  'imageColor',
  'ctUrl',
  'articleAuthors',
] as const satisfies ReadonlyArray<keyof ListItem>;

export type CardItem = Pick<ListItem, (typeof cardFields)[number]> & {
  /**
   * How strongly the card marks the article's Facebook interactions (SPEC section 9 thresholds),
   * decided here on the server so the card carries a level, not the count.
   */
  facebookLevel?: EngagementLevel;
  /** The partner kind (SPEC section 5): the card labels paid content. */
  partner: PartnerKind;
} & EnglishMark &
  LiveTeaserMark;

/** The fields an ArticleCard needs, so page data stays small. */
export function toCard(item: ListItem): CardItem {
  return {
    ...(Object.fromEntries(cardFields.map((field) => [field, item[field] ?? null])) as Pick<
      ListItem,
      (typeof cardFields)[number]
    >),
    facebookLevel: engagementLevel(item.facebookEngagement ?? 0),
    partner: partnerKind(item),
    ...englishMark(item),
  };
}

/**
 * A card shown in a place that holds partner content by definition (the /legfrissebb partner slot,
 * the g7 cover's 'Partnereinktől'): labelled as pr content even when its own flags do not say so.
 */
export function asPartnerCard(card: CardItem): CardItem {
  return card.partner ? card : { ...card, partner: 'pr' };
}
