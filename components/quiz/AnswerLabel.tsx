// An answer as the reader sees it: its image (fixed size, so nothing moves when it loads) and its
// title. With an image, the image's alt text is the title and the visible title is not read a second
// time (the label of a radio would otherwise say it twice).
import type { QuizAnswerData } from '@/lib/schemas/quizAnswers';

export const ANSWER_IMAGE_SIZE = { width: 96, height: 54 } as const;

export function AnswerLabel({ answer }: { answer: QuizAnswerData }) {
  if (!answer.image) return <span className="quiz-answer__title">{answer.title}</span>;
  return (
    <>
      <img
        className="quiz-answer__image"
        src={answer.image}
        alt={answer.title}
        width={ANSWER_IMAGE_SIZE.width}
        height={ANSWER_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <span className="quiz-answer__title" aria-hidden="true">
        {answer.title}
      </span>
    </>
  );
}
