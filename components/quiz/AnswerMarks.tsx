// What an answer is to the reader, in words (never by colour alone): their own answer or rating, and
// the right answer once the service gives it (a closed question, or one the reader answered).
import { useQuizText } from './useQuizText';

interface Props {
  own: boolean;
  /** The option title the reader rated this answer with ('rating'). */
  ownRating?: string;
  right: boolean;
}

export function AnswerMarks({ own, ownRating, right }: Props) {
  const t = useQuizText();
  if (!own && !right) return null;
  return (
    <span className="quiz-result__text">
      {own ? (
        <span className="quiz-badge">
          {ownRating === undefined ? t('quiz.yourAnswer') : t('quiz.yourRating', { x: ownRating })}
        </span>
      ) : null}
      {right ? (
        <span className="quiz-badge">
          <span aria-hidden="true">✓ </span>
          {t('quiz.rightAnswer')}
        </span>
      ) : null}
    </span>
  );
}
