// What a front page teaser prints, and the pick that keeps the front page's data that small.
import type { ListItem } from '../schemas/article';
import { partnerKind, type PartnerKind } from './articleFormat';
import { englishMark, type EnglishMark } from './articleLanguage';
import type { LiveTeaserMark } from './liveTeaser';

const teaserFields = [
  'id',
  'title',
  'url',
  'pubDate',
  'updatedAt',
  'flags',
  'imageSrc',
  'imageSrcSet',
  'imageAlt',
  'imageColor',
  'ctUrl',
] as const satisfies ReadonlyArray<keyof ListItem>;

/**
 * What a front page teaser shows; the lead only where the block prints it (cover). `partner` is the
 * partner kind (SPEC section 5), decided here so the teaser labels paid content without rule code.
 */
export type TeaserItem = Pick<ListItem, (typeof teaserFields)[number]> & {
  lead?: string;
  partner: PartnerKind;
} & EnglishMark &
  LiveTeaserMark;

export function toTeaser(item: ListItem, withLead = false): TeaserItem {
  const teaser = {
    ...(Object.fromEntries(teaserFields.map((field) => [field, item[field] ?? null])) as Pick<
      ListItem,
      (typeof teaserFields)[number]
    >),
    partner: partnerKind(item),
    ...englishMark(item),
  };
  return withLead ? { ...teaser, lead: item.lead } : teaser;
}
