// GET /api/ads/house (issue 18): the query (which slot, which device's unit) and the answer, a house
// ad (our own promo, editions/houseAds.ts) pointing at a page of our own site. In zod/mini: the ad
// runtime (components/ads/adRuntime.ts) checks the answer with this same schema.
import * as z from 'zod/mini';

export const houseAdQuerySchema = z.object({
  slot: z
    .string({ error: 'slot is required' })
    .check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'slot: 1-100 letters, digits, _ or -')),
  device: z.enum(['desktop', 'mobile'], { error: 'device: desktop or mobile' }),
  /** The page's language (issue 27: the English section's promos are English). */
  locale: z._default(z.enum(['hu', 'en'], { error: 'locale: hu or en' }), 'hu'),
});

export const houseAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** A path of our own site (never another site, never protocol-relative). */
  href: z.string().check(z.regex(/^\/(?!\/)/)),
  cta: z.string(),
});
export type HouseAdAnswer = z.infer<typeof houseAdSchema>;
