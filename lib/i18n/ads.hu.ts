// Hungarian texts of the ad slots (issue 18). Kept apart from hu.ts: only pages that show ads render
// them (components/ads/useAdText.ts). ads.en.ts has exactly these keys.
export const adsHu = {
  /** The visible label over every ad box. */
  'ads.label': 'Hirdetés',
} as const;

export type AdsKey = keyof typeof adsHu;
export type AdsMessages = Record<AdsKey, string>;
