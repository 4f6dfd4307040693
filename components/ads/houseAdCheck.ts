// The house ad answer (GET /api/ads/house), checked by hand: no zod in the browser. Held to
// lib/schemas/houseAd.ts by its test.
import type { ResponseSchema } from '@/lib/client/apiClient';
import { answerCheck, shape, text } from '@/lib/schemas/handChecks';
import type { HouseAdAnswer } from '@/lib/schemas/houseAd';

export const HOUSE_AD_URL = '/api/ads/house';

/** A path of our own site (never another site, never protocol-relative). */
const ownPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export const houseAdCheck: ResponseSchema<HouseAdAnswer> = answerCheck(
  'a house ad',
  shape({ id: text, title: text, text, href: ownPath, cta: text }),
  (ad) =>
    ({ id: ad.id, title: ad.title, text: ad.text, href: ad.href, cta: ad.cta }) as HouseAdAnswer,
);
