// The tippjáték texts (lib/i18n/predictions.*) in the page's locale.
import { useLocale } from '@/lib/i18n/LocaleContext';
import { predictionsTranslator } from '@/lib/i18n/predictions';

export function usePredictionText() {
  return predictionsTranslator(useLocale());
}
