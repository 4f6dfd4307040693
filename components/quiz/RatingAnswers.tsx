// The answers of a 'rating' question (a complex quiz): every answer is a radio group of the question's
// options ("1".."5"), named by the answer (its legend), so arrow keys move within one answer's rating
// and Tab goes on to the next answer. Once closed, the answers alone; each with its average when
// results show.
import { AnswerLabel } from './AnswerLabel';
import { AnswerMarks } from './AnswerMarks';
import { AnswerResult } from './AnswerResult';
import { isChosen, type AnswerListProps } from './questionState';

interface Props extends AnswerListProps {
  onChoose: (answerId: string, optionId: string) => void;
}

export function RatingAnswers({ question, view, name, chosen, own, rightAnswer, onChoose }: Props) {
  const scale = question.options.length;
  return (
    <ul className="quiz-answers">
      {question.answers.map((answer) => {
        const ownRating = question.options.find((option) =>
          isChosen(own, answer._id, option._id),
        )?.title;
        const noteId = answer.description ? `${name}-${answer._id}` : undefined;
        const note = noteId ? (
          <p className="quiz-note" id={noteId}>
            {answer.description}
          </p>
        ) : null;
        const after = (
          <>
            <AnswerMarks
              own={ownRating !== undefined}
              ownRating={ownRating}
              right={answer._id === rightAnswer}
            />
            {view.results ? <AnswerResult answer={answer} ratingScale={scale} /> : null}
          </>
        );
        return (
          <li key={answer._id} className="quiz-answer" data-own={ownRating ? true : undefined}>
            {view.controls === 'none' ? (
              <>
                <span className="quiz-answer__head">
                  <AnswerLabel answer={answer} />
                </span>
                {note}
                {after}
              </>
            ) : (
              <fieldset aria-describedby={noteId}>
                <legend className="quiz-answer__head">
                  <AnswerLabel answer={answer} />
                </legend>
                {note}
                <span className="quiz-scale">
                  {question.options.map((option) => (
                    <label key={option._id} className="quiz-scale__option">
                      <input
                        type="radio"
                        name={`${name}-${answer._id}`}
                        value={option._id}
                        checked={isChosen(chosen, answer._id, option._id)}
                        onChange={() => onChoose(answer._id, option._id)}
                      />
                      <span>{option.title}</span>
                    </label>
                  ))}
                </span>
                {after}
              </fieldset>
            )}
          </li>
        );
      })}
    </ul>
  );
}
