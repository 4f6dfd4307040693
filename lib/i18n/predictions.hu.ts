// Hungarian texts of the tippjáték (issue 31 item 6: /melleklet/tippjatek): the games' index, a game's
// form, result, scoring rule and leaderboard, a tip's shareable page, and what the API answers when it
// refuses a tip. Kept apart from hu.ts, which ships with every page: only these pages load them
// (components/predictions/usePredictionText.ts). predictions.en.ts has exactly these keys.
export const predictionsHu = {
  'predictions.title': 'Tippjáték',
  'predictions.index.lead':
    'Tippelj választások és mérkőzések eredményére! A határidőig leadott tippeket az eredmény után pontozzuk, a legjobbak felkerülnek a ranglistára.',
  'predictions.index.empty': 'Most nincs tippjáték.',
  'predictions.state.upcoming': 'Hamarosan',
  'predictions.state.open': 'Lehet tippelni',
  'predictions.state.closed': 'Lezárult',
  'predictions.state.scored': 'Kiértékelve',
  'predictions.opensAt': 'A tippelés kezdete: {date}',
  'predictions.closesAt': 'Határidő: {date}',
  'predictions.closedAt': 'Lezárult: {date}',
  'predictions.backToIndex': 'Összes tippjáték',
  'predictions.backToGame': 'Vissza a játékhoz',
  'predictions.upcoming': 'Erre a játékra még nem lehet tippelni. A tippelés kezdete: {date}.',
  'predictions.closed': 'A tippelés lezárult.',
  'predictions.pending':
    'Az eredményt a végleges adatok beérkezése után közöljük, és akkor pontozzuk a tippeket.',
  'predictions.already': 'Erre a játékra már tippeltél, a tipp nem változtatható.',
  'predictions.already.link': 'A tipped megtekintése',
  'predictions.form.heading': 'A tipped',
  'predictions.form.once':
    'Mindenki egyszer tippelhet, és a leadott tipp nem változtatható. Minden mező kötelező, kivéve a nevet.',
  'predictions.form.shareHint': 'Százalék, 0 és 100 között, legfeljebb egy tizedesjeggyel.',
  'predictions.form.countHint': 'Egész szám {min} és {max} között.',
  'predictions.form.percent': '%',
  'predictions.form.about': 'A ranglistán',
  'predictions.form.name': 'Név a ranglistán (nem kötelező)',
  'predictions.form.nameHint': 'Legfeljebb {max} karakter: betűk, számok, szóköz, kötőjel, pont.',
  'predictions.form.consent': 'A nevem megjelenhet a ranglistán',
  'predictions.form.consentHint':
    'Ha nem jelölöd be, a ranglistán „Névtelen tippelő” leszel, és a tipped oldalán sem látszik a neved.',
  'predictions.form.submit': 'Elküldöm a tippem',
  'predictions.errors.heading': 'A tipped nem ment el. Javítsd ki a következőket:',
  'predictions.error.required': 'Add meg a tipped erre a kérdésre.',
  'predictions.error.share':
    'Adj meg egy számot 0 és 100 között, legfeljebb egy tizedesjeggyel (például 42,5).',
  'predictions.error.count': 'Adj meg egy egész számot {min} és {max} között.',
  'predictions.error.choice': 'Válassz a megadott lehetőségek közül.',
  'predictions.error.sharesOver100':
    'A megadott arányok összege {sum}%, pedig legfeljebb 100% lehet.',
  'predictions.error.name':
    'A név legfeljebb {max} karakter lehet, és csak betűket, számokat, szóközt, kötőjelet, pontot vagy aposztrófot tartalmazhat.',
  'predictions.error.nameRequired':
    'Add meg, milyen néven jelenjen meg a tipped a ranglistán, vagy ne jelöld be a hozzájárulást.',
  'predictions.error.closed': 'A tippelés lezárult, új tippet már nem fogadunk el.',
  'predictions.error.upcoming': 'Erre a játékra még nem lehet tippelni.',
  'predictions.error.already': 'Erre a játékra már tippeltél; a leadott tipp nem változtatható.',
  'predictions.error.rateLimited':
    'Túl sok tipp érkezett erről a címről. Próbáld újra {minutes} perc múlva.',
  'predictions.error.unavailable':
    'Most nem tudjuk elmenteni a tippet. Próbáld újra néhány perc múlva; a beírt tipped megmaradt.',
  'predictions.error.crossSite': 'A tippet csak erről az oldalról lehet elküldeni.',
  'predictions.result.heading': 'Az eredmény',
  'predictions.rule.heading': 'Így pontozunk',
  'predictions.rule.start':
    'Mindenki {points} ponttal indul, és minden kérdésnél a tévedéssel arányos pontot vonunk le:',
  'predictions.rule.share': '{label}: {penalty} pont minden százalékpontnyi eltérésért;',
  'predictions.rule.count': '{label}: {penalty} pont minden egyes eltérésért;',
  'predictions.rule.choice': '{label}: {penalty} pont, ha a tipp nem talált.',
  'predictions.rule.floor':
    'A pontszám nem lehet kevesebb nullánál. Azonos pontszámnál az előbb leadott tipp áll előrébb.',
  'predictions.leaderboard.heading': 'Ranglista',
  'predictions.leaderboard.caption': 'A legjobb {count} tipp',
  'predictions.leaderboard.rank': 'Helyezés',
  'predictions.leaderboard.name': 'Név',
  'predictions.leaderboard.score': 'Pontszám',
  'predictions.leaderboard.anonymous': 'Névtelen tippelő',
  'predictions.leaderboard.empty': 'Erre a játékra nem érkezett tipp.',
  'predictions.leaderboard.total': 'Összesen {count} tipp érkezett.',
  'predictions.table.question': 'Kérdés',
  'predictions.table.tip': 'Tipp',
  'predictions.table.result': 'Eredmény',
  'predictions.table.penalty': 'Levonás',
  'predictions.points': '{points} pont',
  'predictions.rankOf': '{rank}. hely ({count} tippből)',
  'predictions.key.heading': 'A tipp',
  'predictions.key.title': 'Tipp – {game}',
  'predictions.key.submitted': 'Leadva',
  'predictions.key.score': 'Pontszám',
  'predictions.key.rank': 'Helyezés',
  'predictions.key.pending': 'A tippet az eredmény beérkezése után pontozzuk.',
  'predictions.share.heading': 'Oszd meg a tippet',
  'predictions.share.label': 'A tipp címe',
  'predictions.share.copy': 'Link másolása',
  'predictions.share.copied': 'A linket a vágólapra másoltuk.',
  'predictions.share.copyFailed': 'Nem sikerült másolni: jelöld ki a címet, és másold ki.',
} as const;

export type PredictionsKey = keyof typeof predictionsHu;
export type PredictionsMessages = Record<PredictionsKey, string>;
