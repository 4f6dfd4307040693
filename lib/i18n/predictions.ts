// The tippjáték texts (predictions.hu.ts, predictions.en.ts) of a locale, and a translate function over
// them (the pages, the API's refusals).
import { areaText, type Locale } from './locales';
import { predictionsEn } from './predictions.en';
import { predictionsHu, type PredictionsKey } from './predictions.hu';

export type { PredictionsKey } from './predictions.hu';

export const predictionsText = areaText<PredictionsKey>({ hu: predictionsHu, en: predictionsEn });

export function predictionsTranslator(locale: Locale) {
  return (key: PredictionsKey, params?: Record<string, string | number>) =>
    predictionsText(locale, key, params);
}
