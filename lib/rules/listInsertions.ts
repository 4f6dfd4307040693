// SPEC section 9 "Article list": where a list page inserts the highlight box, the partner article and the
// mobile ad between its articles.
//
// Every index here is an insertion position in the page's own article array: `i` means "after the first
// i articles", i.e. before items[i]. Such a position is only returned when the list has at least i items.
// - Highlight: the highlight box holds the highlighted articles of the list (fetched 4 at a time, SPEC
//   section 7) and is shown only with exactly 4 of them. It goes to 3 + page mod min(count, 4), where
//   `count` is the number of highlighted articles available and `page` the 1-based page number, so its
//   position moves between pages (page 1 -> 4, 2 -> 5, 3 -> 6, 4 -> 3); only lists of more than 5 items
//   get it.
// - Partner article: after the 4th item, on /legfrissebb page 1 only.
// - Mobile ad: after the 3rd item (the component shows it on mobile only).
// When several land on the same position they come in the order mobile ad, partner, highlight.
import type { ListItem } from '../schemas/article';

/** Lists of this many items or fewer get no highlight box. */
const HIGHLIGHT_MIN_ITEMS_EXCLUSIVE = 5;
const HIGHLIGHT_FIRST_INDEX = 3;
/** The highlight box shows exactly this many articles (also the rotation length). */
export const HIGHLIGHT_LIST_SIZE = 4;
const PARTNER_ROUTE = '/legfrissebb';
const PARTNER_PAGE = 1;
const PARTNER_INDEX = 4;
const MOBILE_AD_INDEX = 3;

function validPage(page: number): number {
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function pathOf(route: string): string {
  const pathname = (route.split(/[?#]/)[0] ?? '').toLowerCase();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Position of the highlight box, or null (lists of 5 items or fewer, no highlighted articles). */
export function highlightIndex(page: number, count: number, itemCount: number): number | null {
  if (itemCount <= HIGHLIGHT_MIN_ITEMS_EXCLUSIVE) return null;
  const cycle = Math.min(Math.floor(count), HIGHLIGHT_LIST_SIZE);
  if (!(cycle >= 1)) return null;
  return HIGHLIGHT_FIRST_INDEX + (validPage(page) % cycle);
}

export function isHighlightListComplete(items: readonly unknown[]): boolean {
  return items.length === HIGHLIGHT_LIST_SIZE;
}

/** After the 4th item on /legfrissebb page 1 (query string and trailing slash ignored), else null. */
export function partnerInsertIndex(route: string, page: number, itemCount: number): number | null {
  if (pathOf(route) !== PARTNER_ROUTE || validPage(page) !== PARTNER_PAGE) return null;
  return itemCount >= PARTNER_INDEX ? PARTNER_INDEX : null;
}

/** After the 3rd item, when the list has 3 items or more. */
export function mobileAdIndex(itemCount: number): number | null {
  return itemCount >= MOBILE_AD_INDEX ? MOBILE_AD_INDEX : null;
}

export type ListSlot<T = ListItem> =
  | { kind: 'article'; item: T; /** Position in the original list, for keys. */ index: number }
  | { kind: 'highlight'; items: readonly T[] }
  | { kind: 'partner'; item: T }
  | { kind: 'mobileAd' };

export interface ListSlotInput<T = ListItem> {
  items: readonly T[];
  /** 1-based page number (`oldal`). */
  page: number;
  /** Path of the list page, e.g. '/legfrissebb' or '/cimke/valasztas'. */
  route: string;
  /** Highlighted articles of this list; the box is left out unless there are exactly 4. */
  highlights: readonly T[];
  /** The partner article for /legfrissebb, when there is one. */
  partner: T | null;
}

/** The list page's articles with the highlight box, partner article and mobile ad put in place. */
export function planListSlots<T = ListItem>({
  items,
  page,
  route,
  highlights,
  partner,
}: ListSlotInput<T>): ListSlot<T>[] {
  const inserts: Array<{ at: number | null; slot: ListSlot<T> }> = [
    { at: mobileAdIndex(items.length), slot: { kind: 'mobileAd' } },
  ];
  if (partner !== null) {
    inserts.push({
      at: partnerInsertIndex(route, page, items.length),
      slot: { kind: 'partner', item: partner },
    });
  }
  if (isHighlightListComplete(highlights)) {
    inserts.push({
      at: highlightIndex(page, highlights.length, items.length),
      slot: { kind: 'highlight', items: highlights },
    });
  }

  const slots: ListSlot<T>[] = [];
  const insertAt = (position: number) => {
    for (const { at, slot } of inserts) if (at === position) slots.push(slot);
  };
  items.forEach((item, index) => {
    insertAt(index);
    slots.push({ kind: 'article', item, index });
  });
  insertAt(items.length);
  return slots;
}
