// The accounts texts (lib/i18n/accounts.*) in the page's locale.
import { useLocale } from '@/lib/i18n/LocaleContext';
import { accountsTranslator } from '@/lib/i18n/accounts';

export function useAccountsText() {
  return accountsTranslator(useLocale());
}
