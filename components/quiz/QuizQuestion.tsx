// One question of a quiz (issue 17): a form while it is open (a fieldset whose legend is the question,
// the answers, a submit button and a polite status line), its results once the reader answered, and
// only the results once it closed (SPEC section 4), with the right answer marked when given. Before
// the browser takes over, the controls are shown disabled beside the current results: readers without
// JavaScript read the poll, nobody gets a button that does nothing. The reader's saved answers are
// preselected; what they pick is kept here until it is sent.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { QuizSubmitFailure } from '@/lib/client/quizApi';
import type { QuizQuestionData } from '@/lib/schemas/quizAnswers';
import { RatingAnswers } from './RatingAnswers';
import { SingleAnswers } from './SingleAnswers';
import { choose, isAnswerable, questionView, type Responses } from './questionState';
import { useCountFormat, useQuizText } from './useQuizText';

/** The question's image spans the block at 16:9; the size is in the markup against layout shift. */
const QUESTION_IMAGE_SIZE = { width: 640, height: 360 } as const;

interface Props {
  question: QuizQuestionData;
  /** The reader's saved responses; null while not known. */
  own: Responses | null;
  hydrated: boolean;
  /** Sends the responses; resolves to null when saved, or why not. */
  onSubmit: (questionId: string, responses: Responses) => Promise<QuizSubmitFailure | null>;
}

export function QuizQuestion({ question, own, hydrated, onSubmit }: Props) {
  const t = useQuizText();
  const count = useCountFormat();
  const id = useId();
  const headingId = `${id}-q`;
  const [draft, setDraft] = useState<Responses | null>(null);
  const [status, setStatus] = useState('');
  const sending = useRef(false);

  const view = questionView({
    displayAs: question.displayAs,
    active: question.active,
    hydrated,
    own,
  });
  const rating = question.displayAs === 'rating';
  const saved = own ?? [];
  const chosen = draft ?? saved;
  const value = question.rightAnswer?.value;
  const rightAnswer = value === null || value === undefined ? null : String(value);

  function pick(answerId: string, optionId?: string) {
    if (!isAnswerable(question.displayAs)) return;
    setDraft(choose(question.displayAs, chosen, answerId, optionId));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || view.controls !== 'enabled') return;
    if (chosen.length === 0) {
      setStatus(t(rating ? 'quiz.error.rate' : 'quiz.error.choose'));
      return;
    }
    sending.current = true;
    setStatus(t('quiz.sending'));
    const sent = chosen;
    const failure = await onSubmit(question._id, sent);
    sending.current = false;
    if (failure) {
      setStatus(t(`quiz.error.${failure}`));
      return;
    }
    // The saved answer now shows as the reader's own, unless they changed their mind meanwhile.
    setDraft((current) => (current === sent ? null : current));
    setStatus(t('quiz.saved'));
  }

  const answerProps = { question, view, name: id, chosen, own: saved, rightAnswer };
  const answers = rating ? (
    <RatingAnswers {...answerProps} onChoose={pick} />
  ) : (
    <SingleAnswers {...answerProps} onChoose={pick} />
  );
  const heading = (
    <h3 className="quiz-question__title" id={headingId}>
      {question.question}
      {question.active ? null : <span className="quiz-badge">{t('quiz.closed')}</span>}
    </h3>
  );
  const details = (
    <>
      {question.image ? (
        <img
          className="quiz-question__image"
          src={question.image}
          alt=""
          width={QUESTION_IMAGE_SIZE.width}
          height={QUESTION_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {question.description ? <p className="quiz-note">{question.description}</p> : null}
    </>
  );
  const voters = view.results ? (
    <p className="quiz-total">{t('quiz.voters', { n: count(question.voterCount) })}</p>
  ) : (
    <p className="quiz-total">{t('quiz.resultsAfterVote')}</p>
  );

  if (view.controls === 'none') {
    return (
      <div className="quiz-question" role="group" aria-labelledby={headingId}>
        {heading}
        {details}
        {answers}
        {voters}
      </div>
    );
  }

  const answered = saved.length > 0;
  return (
    <form className="quiz-question" onSubmit={submit} noValidate>
      <fieldset disabled={view.controls === 'disabled'}>
        <legend>{heading}</legend>
        {details}
        {answers}
      </fieldset>
      <div className="quiz-footer">
        <button className="quiz-submit" type="submit" disabled={view.controls === 'disabled'}>
          {t(answered ? 'quiz.change' : rating ? 'quiz.submitRating' : 'quiz.submit')}
        </button>
        {voters}
      </div>
      <div className="quiz-status" role="status" aria-live="polite">
        {status}
      </div>
    </form>
  );
}
