// The newsletter texts (lib/i18n/newsletter.*) in the page's locale.
import { useLocale } from '@/lib/i18n/LocaleContext';
import { newsletterTranslator } from '@/lib/i18n/newsletter';

export function useNewsletterText() {
  return newsletterTranslator(useLocale());
}
