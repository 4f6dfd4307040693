// SPEC section 4 (a question is active until its activeTo time), section 5 (a quiz token that is not
// 24 characters is ignored) and section 9 (answer percentages rounded to 1 decimal, averages shown with
// 1 decimal).
// Types only from ../schemas/quiz: the quiz block in the browser uses these rules, and the schemas
// module would bring full zod into its chunk.
import { QUIZ_PERCENT_DECIMALS, QUIZ_TOKEN_LENGTH } from '../constants';
import { intlLocales } from '../i18n/locales';
import type { Locale } from '../i18n/translate';
import type { QuizId, QuizQuestion } from '../schemas/quiz';

const DECIMAL_FACTOR = 10 ** QUIZ_PERCENT_DECIMALS;

/** Active while now is before activeTo (unix seconds); at activeTo itself the question has closed. */
export function isQuestionActive(question: Pick<QuizQuestion, 'activeTo'>, now: number): boolean {
  return now < question.activeTo * 1000;
}

/** The same test as quizIdSchema (lib/schemas/quiz.ts), without zod. */
export function isValidQuizToken(token: unknown): token is QuizId {
  return typeof token === 'string' && token.length === QUIZ_TOKEN_LENGTH;
}

/** Share of `count` in `total` as a percentage with 1 decimal (at most 100); 0 when nobody answered. */
export function answerPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  // One division of whole numbers, then rounding: count / total * 1000 would add a float error first.
  const tenths = Math.round((Math.min(count, total) * 100 * DECIMAL_FACTOR) / total);
  return tenths / DECIMAL_FACTOR;
}

/**
 * A percentage rounded to 1 decimal in the reader's locale, a whole number without one: '42,5%',
 * '100%' (hu), '42.5%' (en).
 */
export function formatPercent(value: number, locale: Locale = 'hu'): string {
  if (!Number.isFinite(value)) return '';
  const number = new Intl.NumberFormat(intlLocales[locale], {
    maximumFractionDigits: QUIZ_PERCENT_DECIMALS,
    useGrouping: false,
  }).format(value);
  return `${number}%`;
}

/** An average with exactly 1 decimal in the reader's locale: '4,5' (hu), '4.5' (en). */
export function formatAverage(value: number, locale: Locale = 'hu'): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(intlLocales[locale], {
    minimumFractionDigits: QUIZ_PERCENT_DECIMALS,
    maximumFractionDigits: QUIZ_PERCENT_DECIMALS,
    useGrouping: false,
  }).format(value);
}
