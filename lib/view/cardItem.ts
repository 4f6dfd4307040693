// What an article card in a list prints (lists, search results, supplements), and the pick that keeps
// page data that small.
import type { ListItem } from '../schemas/article';

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
  'ctUrl',
  'articleAuthors',
] as const satisfies ReadonlyArray<keyof ListItem>;

export type CardItem = Pick<ListItem, (typeof cardFields)[number]>;

/** The fields an ArticleCard needs, so page data stays small. */
export function toCard(item: ListItem): CardItem {
  return Object.fromEntries(cardFields.map((field) => [field, item[field]])) as CardItem;
}
