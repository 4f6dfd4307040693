// The accounts texts of a locale, and a translate function over them (for the login page, the user
// menu, the preview banner and the code mail).
import { areaText, type Locale } from './locales';
import { accountsEn } from './accounts.en';
import { accountsHu, type AccountsKey } from './accounts.hu';

export type { AccountsKey } from './accounts.hu';

const text = areaText<AccountsKey>({ hu: accountsHu, en: accountsEn });

export function accountsTranslator(locale: Locale) {
  return (key: AccountsKey, params?: Record<string, string | number>) => text(locale, key, params);
}
