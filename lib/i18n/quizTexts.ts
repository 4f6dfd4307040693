// The quiz texts (quiz.hu.ts, quiz.en.ts) of a locale.
import { areaText } from './locales';
import { quizEn } from './quiz.en';
import { quizHu, type QuizKey } from './quiz.hu';

export type { QuizKey } from './quiz.hu';

export const quizText = areaText<QuizKey>({ hu: quizHu, en: quizEn });
