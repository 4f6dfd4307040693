// One answer's result (SPEC section 9): a 'single' answer's share in percent rounded to 1 decimal and
// its votes, a rated answer's average with 1 decimal and its raters. The numbers are text; the bar
// below only repeats them (hidden from screen readers).
import { useLocale } from '@/lib/i18n/LocaleContext';
import { formatAverage, formatPercent } from '@/lib/rules/quiz';
import type { QuizAnswerData } from '@/lib/schemas/quizAnswers';
import { useCountFormat, useQuizText } from './useQuizText';

interface Props {
  answer: QuizAnswerData;
  /** The highest rating of a 'rating' question (its number of options); absent for 'single'. */
  ratingScale?: number;
}

export function AnswerResult({ answer, ratingScale }: Props) {
  const t = useQuizText();
  const locale = useLocale();
  const count = useCountFormat();
  const rated = ratingScale !== undefined;
  const share = rated
    ? ratingScale > 0
      ? (answer.average / ratingScale) * 100
      : 0
    : answer.percent;
  return (
    <span className="quiz-result">
      <span className="quiz-result__text">
        <strong>
          {rated
            ? t('quiz.average', { x: formatAverage(answer.average, locale) })
            : formatPercent(answer.percent, locale)}
        </strong>
        <span>{t(rated ? 'quiz.raters' : 'quiz.votes', { n: count(answer.answerCount) })}</span>
      </span>
      <span className="quiz-bar" aria-hidden="true">
        <span
          className="quiz-bar__fill"
          style={{ width: `${Math.min(100, Math.max(0, share))}%` }}
        />
      </span>
    </span>
  );
}
