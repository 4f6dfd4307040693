// The answers of a 'single' question: one radio group (the question's fieldset and legend name it), or
// the answers alone once the question closed; each with its result when results show.
import { AnswerLabel } from './AnswerLabel';
import { AnswerMarks } from './AnswerMarks';
import { AnswerResult } from './AnswerResult';
import { isChosen, type AnswerListProps } from './questionState';

interface Props extends AnswerListProps {
  onChoose: (answerId: string) => void;
}

export function SingleAnswers({ question, view, name, chosen, own, rightAnswer, onChoose }: Props) {
  return (
    <ul className="quiz-answers">
      {question.answers.map((answer) => {
        const mine = isChosen(own, answer._id);
        const noteId = answer.description ? `${name}-${answer._id}` : undefined;
        return (
          <li key={answer._id} className="quiz-answer" data-own={mine || undefined}>
            {view.controls === 'none' ? (
              <span className="quiz-answer__head">
                <AnswerLabel answer={answer} />
              </span>
            ) : (
              <label className="quiz-choice">
                <input
                  type="radio"
                  name={name}
                  value={answer._id}
                  checked={isChosen(chosen, answer._id)}
                  onChange={() => onChoose(answer._id)}
                  aria-describedby={noteId}
                />
                <AnswerLabel answer={answer} />
              </label>
            )}
            {noteId ? (
              <p className="quiz-note" id={noteId}>
                {answer.description}
              </p>
            ) : null}
            <AnswerMarks own={mine} right={answer._id === rightAnswer} />
            {view.results ? <AnswerResult answer={answer} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
