// Every place a page shows a photo, with the box it shows it in: the one list the pages size their
// images from and the image service checks a URL's size against (SPEC section 3 "Image addressing").
// A size no slot can ask for is not made (404), so nobody fills the disk or the CPU by varying a URL.
import { IMAGE_BREAKPOINTS } from '../constants';
import {
  fixedImageSizes,
  fluidImageSizes,
  type FluidSlot,
  type ImageSize,
} from '../rules/imageUrl';

interface FixedSlot {
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

const isFluid = (slot: FixedSlot | FluidSlot): slot is FluidSlot => 'fullWidthBelow' in slot;

/** The sizes the pages ask for, as the URL suffix writes them ('768x432', '1200'). */
export const SERVED_IMAGE_SIZES: ReadonlySet<string> = new Set(
  [
    ...Object.values(IMAGE_SLOTS).flatMap((slot: FixedSlot | FluidSlot) =>
      isFluid(slot) ? fluidImageSizes(slot) : fixedImageSizes(slot.width, slot.height),
    ),
    // Width-only sizes at the SPEC breakpoints keep the picture's own aspect ratio.
    ...Object.values(IMAGE_BREAKPOINTS).map((width): ImageSize => `${width}`),
    `${SHARE_IMAGE.width}:${SHARE_IMAGE.height}` as ImageSize,
  ].map((size) => size.replace(':', 'x')),
);

/** How a variant of this size is encoded: negotiated by Accept, always JPEG, or not made at all. */
export function imageSizeRule(
  width: number | undefined,
  height: number | undefined,
): 'negotiated' | 'jpeg' | null {
  if (width === undefined) return 'negotiated';
  if (width === SHARE_IMAGE.width && height === SHARE_IMAGE.height) return 'jpeg';
  return SERVED_IMAGE_SIZES.has(height === undefined ? `${width}` : `${width}x${height}`)
    ? 'negotiated'
    : null;
}
