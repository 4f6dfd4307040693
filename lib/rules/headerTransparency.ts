// SPEC section 4: the header is transparent for longform articles, for articles flagged g7-hero, and on
// the front page while a breaking block exists. Which articles those are is the article format's call
// (lib/view/articleFormat.ts: the immersive display); this rule only says what a display means here.
import { BREAKING_BLOCK_POSITION } from '../constants';
import type { ArticleDisplay } from '../view/articleFormat';

export type HeaderContext =
  | { page: 'article'; display: ArticleDisplay }
  | { page: 'front'; blockPositions: readonly number[] }
  | { page: 'other' };

export function isHeaderTransparent(context: HeaderContext): boolean {
  switch (context.page) {
    case 'article':
      return context.display === 'immersive';
    case 'front':
      return context.blockPositions.includes(BREAKING_BLOCK_POSITION);
    default:
      return false;
  }
}
