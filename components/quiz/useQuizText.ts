// A translate function for the quiz block: its own texts (lib/i18n/quiz.*, loaded only with the quiz
// chunk) in the page's locale, and number formats of that locale.
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { quizText, type QuizKey } from '@/lib/i18n/quizTexts';

export function useQuizText() {
  const locale = useLocale();
  return useCallback(
    (key: QuizKey, params?: Record<string, string | number>) => quizText(locale, key, params),
    [locale],
  );
}

/** Whole numbers (counts) in the page's locale. */
export function useCountFormat() {
  const locale = useLocale();
  return useCallback((n: number) => new Intl.NumberFormat(intlLocales[locale]).format(n), [locale]);
}
