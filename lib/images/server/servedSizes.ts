// The sizes the image service makes: every size the slots of imageSlots.ts ask for (each with the
// SPEC densities, each fluid slot at the breakpoints too), width-only sizes at the SPEC breakpoints,
// and the share size. A size no slot can ask for is not made (404), so nobody fills the disk or the
// CPU by varying a URL. Server only: pages need the slots, not this list.
import { IMAGE_BREAKPOINTS } from '@/lib/constants';
import {
  fixedImageSizes,
  fluidImageSizes,
  type FluidSlot,
  type ImageSize,
} from '@/lib/rules/imageUrl';
import { IMAGE_SLOTS, SHARE_IMAGE, type FixedSlot } from '../imageSlots';

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

/**
 * How a variant of this size is made: in the format Accept negotiates (never larger than the
 * picture), as the share picture (a JPEG of exactly that size, which other sites were told), or not
 * at all.
 */
export function imageSizeRule(
  width: number | undefined,
  height: number | undefined,
): 'negotiated' | 'share' | null {
  if (width === undefined) return 'negotiated';
  if (width === SHARE_IMAGE.width && height === SHARE_IMAGE.height) return 'share';
  return SERVED_IMAGE_SIZES.has(height === undefined ? `${width}` : `${width}x${height}`)
    ? 'negotiated'
    : null;
}
