// The quiz texts (quiz.hu.ts, quiz.en.ts) of a locale.
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { quizEn } from './quiz.en';
import { quizHu, type QuizKey, type QuizMessages } from './quiz.hu';

export type { QuizKey } from './quiz.hu';

const byLocale: Record<Locale, QuizMessages> = { hu: quizHu, en: quizEn };

export function quizText(
  locale: Locale,
  key: QuizKey,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(byLocale[locale][key], params);
}
