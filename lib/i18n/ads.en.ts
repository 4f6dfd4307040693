// English texts of the ad slots (issue 18): the same keys as ads.hu.ts.
import type { AdsMessages } from './ads.hu';

export const adsEn: AdsMessages = {
  'ads.label': 'Advertisement',
};
