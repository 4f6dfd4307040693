// The accounts texts of a locale, and a translate function over them (for the login page, the user
// menu, the preview banner and the code mail).
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { accountsEn } from './accounts.en';
import { accountsHu, type AccountsKey, type AccountsMessages } from './accounts.hu';

export type { AccountsKey } from './accounts.hu';

const byLocale: Record<Locale, AccountsMessages> = { hu: accountsHu, en: accountsEn };

export function accountsTranslator(locale: Locale) {
  const messages = byLocale[locale];
  return (key: AccountsKey, params?: Record<string, string | number>) =>
    fillTemplate(messages[key], params);
}
