// Every place a page shows a photo, with the box it shows it in: the one list the pages size their
// images from and the image service checks a URL's size against (SPEC section 3 "Image addressing";
// servedSizes.ts, on the server only, so the browser never loads the list of sizes).
import { IMAGE_BREAKPOINTS } from '../constants';
import type { FluidSlot } from '../rules/imageUrl';

export interface FixedSlot {
  width: number;
  height: number;
}

export const IMAGE_SLOTS = {
  /** List cards, teasers and podcast episode cards (offered at the SPEC densities). */
  card: { width: 400, height: 225 },
  /** The list item's 4:3 and square pictures of the JSON API (SPEC section 3), for the app. */
  mobile43: { width: 400, height: 300 },
  mobile11: { width: 300, height: 300 },
  /** An author's photo in an article's byline. */
  bylineAvatar: { width: 40, height: 40 },
  /** An author's photo on their page. */
  authorAvatar: { width: 64, height: 64 },
  /** An article's cover: as wide as the article up to breakpoint m, the whole window below. */
  articleCover: {
    width: IMAGE_BREAKPOINTS.m,
    height: (IMAGE_BREAKPOINTS.m * 9) / 16,
    fullWidthBelow: IMAGE_BREAKPOINTS.m,
  },
  /**
   * The front page's cover lead fills its column (components/front/front.css.ts): the whole window
   * below 900 px, else the main column beside the 20rem sidebar, at most about 880 CSS px in the
   * 76rem page.
   */
  frontLead: { width: 880, height: 495, fullWidthBelow: 899 },
} as const satisfies Record<string, FixedSlot | FluidSlot>;

/**
 * The picture other sites show for a link (Open Graph, X cards, JSON-LD, RSS enclosures): 1200 px
 * wide, always JPEG, which every reader of those formats takes (the Accept of a crawler says nothing).
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
