// The house ad answer (GET /api/ads/house), checked by hand: no zod in the browser. Held to
// lib/schemas/houseAd.ts by its test.
import type { ResponseSchema } from '@/lib/client/apiClient';
import type { HouseAdAnswer } from '@/lib/schemas/houseAd';

export const HOUSE_AD_URL = '/api/ads/house';

const FIELDS = ['id', 'title', 'text', 'href', 'cta'] as const;

export const houseAdCheck: ResponseSchema<HouseAdAnswer> = {
  safeParse(data) {
    const value = data as Record<string, unknown> | null;
    const ok =
      typeof value === 'object' &&
      value !== null &&
      FIELDS.every((field) => typeof value[field] === 'string') &&
      (value.href as string).startsWith('/') &&
      !(value.href as string).startsWith('//');
    return ok
      ? {
          success: true,
          data: Object.fromEntries(FIELDS.map((f) => [f, value![f]])) as HouseAdAnswer,
        }
      : { success: false, error: new TypeError('not a house ad') };
  },
};
