// Hungarian texts of the quiz block in articles (issue 17). Kept apart from hu.ts, which ships with every
// page: these load only with the quiz chunk (components/quiz/useQuizText.ts). quiz.en.ts has exactly
// these keys.
export const quizHu = {
  'quiz.heading.poll': 'Szavazás',
  'quiz.heading.quiz': 'Kvíz',
  'quiz.submit': 'Szavazok',
  'quiz.submitRating': 'Elküldöm az értékelésem',
  'quiz.change': 'Módosítom a válaszom',
  'quiz.sending': 'Küldés…',
  'quiz.saved': 'Elküldtük a válaszodat.',
  'quiz.error.choose': 'Előbb jelölj meg egy választ.',
  'quiz.error.rate': 'Előbb értékelj legalább egy lehetőséget.',
  'quiz.error.closed': 'Ez a kérdés közben lezárult, a válaszodat már nem fogadhatjuk el.',
  'quiz.error.rejected': 'Ezt a választ nem fogadtuk el. Frissítsd az oldalt, és próbáld újra.',
  'quiz.error.tooMany': 'Túl sok válasz érkezett innen. Próbáld újra néhány perc múlva.',
  'quiz.error.failed': 'Nem sikerült elküldeni a válaszodat. Próbáld újra!',
  'quiz.resultsAfterVote': 'Szavazz, és megmutatjuk, hogyan válaszoltak mások.',
  'quiz.votes': '{n} szavazat',
  'quiz.voters': '{n} olvasó válaszolt',
  'quiz.raters': '{n} értékelés',
  'quiz.average': 'Átlag: {x}',
  'quiz.closed': 'Lezárult',
  'quiz.rightAnswer': 'Helyes válasz',
  'quiz.yourAnswer': 'A te válaszod',
  'quiz.yourRating': 'A te értékelésed: {x}',
} as const;

export type QuizKey = keyof typeof quizHu;
export type QuizMessages = Record<QuizKey, string>;
