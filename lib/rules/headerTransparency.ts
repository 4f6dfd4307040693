// SPEC section 4: the header is transparent for longform articles, for articles flagged g7-hero, and on
// the front page while a breaking block exists.
import { BREAKING_BLOCK_POSITION } from '../constants';

export type HeaderContext =
  | { page: 'article'; type: string; flags: ReadonlyArray<{ slug: string }> }
  | { page: 'front'; blockPositions: readonly number[] }
  | { page: 'other' };

export function isHeaderTransparent(context: HeaderContext): boolean {
  switch (context.page) {
    case 'article':
      return context.type === 'longform' || context.flags.some((flag) => flag.slug === 'g7-hero');
    case 'front':
      return context.blockPositions.includes(BREAKING_BLOCK_POSITION);
    default:
      return false;
  }
}
