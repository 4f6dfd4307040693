// Hungarian texts of login, the user menu, preview mode and the subscription view (issue 14). Kept
// apart from hu.ts, which ships with every page: these load only with the pages and chunks that show
// them. accounts.en.ts must have exactly these keys (dictionaries.test.ts).
export const accountsHu = {
  'login.title': 'Belépés',
  'login.intro.preview': 'Az előnézethez jelentkezz be a szerkesztői fiókoddal.',
  'login.intro.support': 'A támogatói fiókod kezeléséhez jelentkezz be.',
  'login.email': 'E-mail-cím',
  'login.password': 'Jelszó',
  'login.submitPassword': 'Tovább',
  'login.codeHeading': 'Belépési kód',
  'login.codeSent':
    'Elküldtük a belépési kódot erre a címre: {email}. A kód 10 percig érvényes, és egyszer használható.',
  'login.code': 'Belépési kód (6 számjegy)',
  'login.submitCode': 'Belépés',
  'login.restart': 'Vissza az e-mail-cím és jelszó megadásához',
  'login.or': 'vagy',
  'login.social': 'Belépés Google-fiókkal',
  'login.working': 'Egy pillanat…',
  'login.success': 'Sikeres belépés.',
  'login.error.missingCredentials': 'Add meg az e-mail-címedet és a jelszavadat.',
  'login.error.badEmail': 'Ez nem érvényes e-mail-cím.',
  'login.error.missingCode': 'Add meg az e-mailben kapott 6 számjegyű kódot.',
  'login.error.badCredentials': 'Hibás e-mail-cím vagy jelszó.',
  'login.error.rateLimited': 'Túl sok próbálkozás. Próbáld újra {minutes} perc múlva.',
  'login.error.codeExpired': 'A kód lejárt, vagy már felhasználtad. Jelentkezz be újra.',
  'login.error.wrongCode': 'Hibás kód. Még {n} próbálkozásod maradt.',
  'login.error.locked': 'Túl sok hibás kód. Jelentkezz be újra.',
  'login.error.network': 'Nem sikerült kapcsolódni. Próbáld újra.',
  'login.codeQueued':
    'A belépési kódot most nem tudtuk elküldeni, de megőriztük, és amint lehet, újra küldjük: hamarosan megérkezik. A kód 10 percig érvényes.',
  'login.error.social': 'A Google-fiókos belépés nem sikerült. Próbáld újra.',
  'login.error.forbidden': 'Ehhez a fiókhoz nem tartozik előnézeti jogosultság.',
  'login.error.sessionEnded': 'A munkameneted lejárt. Jelentkezz be újra.',
  'login.mail.subject': 'Belépési kód: {code}',
  'login.mail.text':
    'A belépési kódod: {code}\n\nA kód 10 percig érvényes, és egyszer használható. Ha nem te próbáltál belépni, hagyd figyelmen kívül ezt a levelet.',
  'userMenu.button': 'Fiókom',
  'userMenu.signedInAs': 'Belépve: {name}',
  'userMenu.subscription': 'Előfizetésem',
  'userMenu.logout': 'Kilépés',
  'preview.banner': 'Előnézet: nem nyilvános tartalmat is látsz.',
  'preview.exit': 'Kilépés az előnézetből',
  'subscription.heading': 'Előfizetéseid',
  'subscription.signedInAs': 'Belépve mint {email}.',
  'subscription.none': 'Jelenleg nincs aktív előfizetésed.',
  'subscription.period': '{from} – {to}',
  'subscription.finished': 'Lejárt előfizetések',
  'subscription.loadError': 'Nem sikerült betölteni az előfizetéseidet.',
} as const;

export type AccountsKey = keyof typeof accountsHu;
export type AccountsMessages = Record<AccountsKey, string>;
