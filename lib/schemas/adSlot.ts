// Ad slot definitions of SPEC section 3: which unit a slot shows, its sizes and how it loads
// (section 4: early or lazy with a per-slot margin, some delayed).
// Used by issue 18 (ads); kept with its tests until then.
import { z } from 'zod';
import { AD_LAZY_MARGIN_MAX_PX } from '@/lib/constants';

const pixels = z.number().int().positive();

export const adSizeSchema = z.union([z.tuple([pixels, pixels]), z.literal('fluid')]);
export type AdSize = z.infer<typeof adSizeSchema>;

export const adSlotSchema = z.object({
  /** Slot (ad unit) name. */
  name: z.string().min(1),
  /** Either 'fluid' or a list of [width, height] pairs, which may also hold 'fluid' as GPT allows. */
  sizes: z.union([z.literal('fluid'), z.array(adSizeSchema).min(1)]),
  loadMode: z.enum(['early', 'lazy']),
  loadCollapsed: z.boolean(),
  /** How far (px) before the viewport a lazy slot starts loading. */
  observerMargin: z.number().int().min(0).max(AD_LAZY_MARGIN_MAX_PX),
  /** Slot may show ads on sponsored content (SPEC section 5). */
  pr: z.boolean().optional(),
  /** Delay before loading, in ms. */
  delay: z.number().int().nonnegative().optional(),
  setupad: z.boolean(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;
