// SPEC section 5 "Titles truncated": list item titles at 100 characters (ellipsis at a word boundary, full
// title in the tooltip), list leads at 200, cover block titles at 60/70/80/90.
import { COVER_TITLE_LIMITS, LEAD_MAX_LIST, TITLE_MAX_LIST } from '../constants';

export const ELLIPSIS = '…';

/** One of the cover block limits; the API takes the limit itself so call sites read as the design. */
export type CoverTitleLimit = (typeof COVER_TITLE_LIMITS)[number];

// Spaces where a line may break. No-break spaces (Hungarian '1 000 Ft', '5 perc') glue their words, so a
// cut there would split a unit from its number.
const BREAKABLE_SPACE = /[^\S\u00a0\u2007\u202f]/u;
// Punctuation that reads wrong right before the ellipsis, plus openers that would be left dangling.
const TRAILING_JUNK = /[\s.,;:!?…\-–—(\[{„«'"]+$/u;

/**
 * Returns `text` unchanged when it has at most `max` characters. Otherwise cuts at the last breakable
 * space at or before position `max` (hard-cuts at `max` when the first `max` characters hold none),
 * drops trailing punctuation and spaces, and appends '…'. The result never exceeds `max + 1` characters.
 * Characters are counted as code points so an emoji is never split in half.
 */
export function truncateAtWord(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`max must be a positive integer: ${max}`);
  const chars = Array.from(text);
  if (chars.length <= max) return text;

  // A space at position `max` itself is a boundary too: the first `max` characters survive whole.
  let cut = -1;
  for (let i = max; i > 0; i -= 1) {
    if (BREAKABLE_SPACE.test(chars[i] ?? '')) {
      cut = i;
      break;
    }
  }
  const head = chars.slice(0, cut > 0 ? cut : max).join('');
  const trimmed = head.replace(TRAILING_JUNK, '');
  if (trimmed !== '') return trimmed + ELLIPSIS;
  // Only punctuation before the last space: fall back to the hard cut, and never to a bare ellipsis.
  const hard = chars.slice(0, max).join('');
  return (hard.replace(TRAILING_JUNK, '') || hard) + ELLIPSIS;
}

export interface ListTitle {
  text: string;
  /** The full title, only when `text` was shortened (for the `title` attribute). */
  tooltip: string | undefined;
}

export function listTitle(title: string): ListTitle {
  const text = truncateAtWord(title, TITLE_MAX_LIST);
  return { text, tooltip: text === title ? undefined : title };
}

export function listLead(lead: string): string {
  return truncateAtWord(lead, LEAD_MAX_LIST);
}

export function coverTitle(title: string, limit: CoverTitleLimit): string {
  return truncateAtWord(title, limit);
}
