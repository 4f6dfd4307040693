// Hungarian texts of the newsletters (issue 17): the sign-up form, the confirm and unsubscribe pages and
// the confirmation mail. Kept apart from hu.ts, which ships with every page: these load only with the
// sign-up form and the newsletter pages (the promo box has its own few, newsletterPromo.hu.ts).
// newsletter.en.ts must have exactly these keys (dictionaries.test.ts).
export const newsletterHu = {
  'newsletter.form.heading': 'Feliratkozás',
  'newsletter.form.email': 'E-mail-cím',
  'newsletter.form.firstName': 'Keresztnév',
  'newsletter.form.lastName': 'Vezetéknév (nem kötelező)',
  'newsletter.form.lists': 'Melyik hírleveleinket kéred?',
  'newsletter.form.consent':
    'A feliratkozással hozzájárulsz, hogy a választott hírleveleket elküldjük erre a címre. A címedet csak erre használjuk, és minden levél alján egy kattintással leiratkozhatsz. A feliratkozás a megerősítő levélben lévő linkkel lép életbe.',
  'newsletter.form.privacy': 'Adatvédelmi tájékoztató',
  'newsletter.form.submit': 'Feliratkozom',
  'newsletter.form.working': 'Egy pillanat…',
  'newsletter.form.sent':
    'Majdnem kész! Elküldtük a megerősítő levelet erre a címre: {email}. A feliratkozás a levélben lévő linkre kattintva lép életbe.',
  'newsletter.form.queued':
    'A feliratkozásodat rögzítettük. A megerősítő levelet most nem tudtuk elküldeni erre a címre: {email}, de megőriztük, és amint lehet, elküldjük. A feliratkozás a levélben lévő linkre kattintva lép életbe.',
  'newsletter.form.recentlySent':
    'Nemrég már elküldtük a megerősítő levelet erre a címre: {email}. Nézd meg a levélszemét mappát is; egy perc múlva újra kérheted.',
  'newsletter.error.summary': 'A feliratkozás nem sikerült:',
  'newsletter.error.emailMissing': 'Add meg az e-mail-címedet.',
  'newsletter.error.emailInvalid': 'Ez nem érvényes e-mail-cím.',
  'newsletter.error.firstNameMissing': 'Add meg a keresztnevedet.',
  'newsletter.error.nameInvalid':
    'Ezt a nevet nem tudjuk elfogadni: betűk, szóköz, kötőjel, pont és aposztróf lehet benne, legfeljebb 80 karakter.',
  'newsletter.error.listsMissing': 'Válassz legalább egy hírlevelet.',
  'newsletter.error.listsInvalid': 'Ezt a hírlevelet nem ismerjük. Válassz a listából.',
  'newsletter.error.rateLimited':
    'Túl sok feliratkozás érkezett erről a hálózatról. Próbáld újra {minutes} perc múlva.',
  'newsletter.error.unavailable':
    'A feliratkozást most nem tudjuk fogadni. Próbáld újra néhány perc múlva.',
  'newsletter.error.badRequest': 'A kérést nem tudtuk feldolgozni. Töltsd ki újra az űrlapot.',
  'newsletter.error.network': 'Nem sikerült kapcsolódni. Próbáld újra.',
  'newsletter.signup.title': 'Feliratkozás hírlevelekre',
  'newsletter.signup.sent':
    'Majdnem kész! Elküldtük a megerősítő levelet. A feliratkozás a levélben lévő linkre kattintva lép életbe.',
  'newsletter.signup.queued':
    'A feliratkozásodat rögzítettük. A megerősítő levelet most nem tudtuk elküldeni, de megőriztük, és amint lehet, elküldjük. A feliratkozás a levélben lévő linkre kattintva lép életbe.',
  'newsletter.signup.recentlySent':
    'Nemrég már elküldtük a megerősítő levelet erre a címre. Nézd meg a levélszemét mappát is; egy perc múlva újra kérheted.',
  'newsletter.confirm.title': 'Feliratkozás megerősítése',
  'newsletter.confirm.intro': 'Ezekre a hírlevelekre iratkozol fel ezzel a címmel: {email}',
  'newsletter.confirm.button': 'Megerősítem a feliratkozást',
  'newsletter.confirm.done':
    'Köszönjük! A feliratkozásod érvényes, hamarosan érkezik az első levél.',
  'newsletter.confirm.used':
    'Ezt a megerősítő linket már felhasználták. Ha te voltál, a feliratkozásod érvényes, nincs több teendőd.',
  'newsletter.confirm.expired':
    'Ez a megerősítő link lejárt. Iratkozz fel újra, és küldünk egy újat.',
  'newsletter.unsubscribe.title': 'Leiratkozás',
  'newsletter.unsubscribe.intro': 'Ezekről a hírlevelekről iratkozol le ezzel a címmel: {email}',
  'newsletter.unsubscribe.button': 'Leiratkozom',
  'newsletter.unsubscribe.done': 'Leiratkoztál. Ezekből a hírlevelekből több levelet nem küldünk.',
  'newsletter.unsubscribe.already': 'Erről már leiratkoztál, nincs több teendőd.',
  'newsletter.link.invalid':
    'Ez a link érvénytelen. Lehet, hogy nem teljes: másold be a levélből az egész címet.',
  'newsletter.link.lists': 'Hírlevelek',
  'newsletter.link.toSignup': 'Hírleveleink',
  'newsletter.link.home': 'Vissza a címlapra',
  'newsletter.mail.subject': 'Erősítsd meg a feliratkozásodat – {site}',
  'newsletter.mail.greetingNoName': 'Kedves Olvasónk!',
  'newsletter.mail.body':
    'Ezekre a hírleveleinkre iratkoztál fel ({email}):\n\n{lists}\n\nA feliratkozás megerősítéséhez nyisd meg ezt a linket ({days} napig érvényes):\n{confirmUrl}\n\nHa nem te iratkoztál fel, nincs teendőd: megerősítés nélkül nem küldünk több levelet.',
  'newsletter.mail.footer': 'Leiratkozás ezekről a hírlevelekről:\n{unsubscribeUrl}\n\n{site}',
} as const;

export type NewsletterKey = keyof typeof newsletterHu;
export type NewsletterMessages = Record<NewsletterKey, string>;
