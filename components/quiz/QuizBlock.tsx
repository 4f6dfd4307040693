// A quiz in an article (issue 17; SPEC sections 4, 5, 7 and 9): its title and questions, rendered on
// the server from the page's props (counts included), then kept current in the browser. The quiz is
// polled by its id with the reader's token (SPEC section 7: "Quiz poll every 15 s by quiz id plus
// token") through the one polling hook: once on mount, which also brings the reader's own answers,
// then every QUIZ_POLL_MS. A submission answers with the new counts at once. A poll that was under way
// while the reader submitted is skipped, so it cannot take back what the submission showed.
import { useCallback, useId, useRef, useState } from 'react';
import { QUIZ_POLL_MS } from '@/lib/constants';
import { ApiError } from '@/lib/client/apiClient';
import { bearer, quizPollUrl, submitQuizAnswers } from '@/lib/client/quizApi';
import { renewQuizToken } from '@/lib/client/quizToken';
import { usePoll } from '@/lib/hooks/usePoll';
import type { UserAnswer } from '@/lib/schemas/quiz';
import { quizPollAnswerSchema, type QuizData } from '@/lib/schemas/quizAnswers';
import { QuizQuestion } from './QuizQuestion';
import { ownResponses, pollPredatesSubmission, type Responses } from './questionState';
import { useHydrated } from './useHydrated';
import { useQuizText } from './useQuizText';
import { useQuizToken } from './useQuizToken';

interface QuizBlockState {
  quiz: QuizData;
  /** The reader's answers to this quiz; null until the first poll or submission tells them. */
  userAnswers: UserAnswer[] | null;
}

export function QuizBlock({ quiz: initial }: { quiz: QuizData }) {
  const t = useQuizText();
  const titleId = useId();
  const hydrated = useHydrated();
  const token = useQuizToken();
  const [state, setState] = useState<QuizBlockState>({ quiz: initial, userAnswers: null });
  const submitted = useRef<UserAnswer | null>(null);
  const renewed = useRef(false);
  const quizId = initial._id;

  const { pollNow } = usePoll({
    url: token ? quizPollUrl(quizId) : null,
    headers: token ? bearer(token) : undefined,
    schema: quizPollAnswerSchema,
    intervalMs: QUIZ_POLL_MS,
    pollOnMount: true,
    onData: ({ data }) => {
      const stale = pollPredatesSubmission(submitted.current, data.userAnswers);
      submitted.current = null;
      if (stale) return;
      setState((previous) => ({
        quiz: data.quiz ?? previous.quiz,
        userAnswers: data.userAnswers,
      }));
    },
    onError: (error) => {
      // A token the service does not accept (another secret since it was issued): one new token.
      if (token && !renewed.current && error instanceof ApiError && error.status === 401) {
        renewed.current = true;
        renewQuizToken(token).catch(() => undefined);
      }
    },
  });

  const submit = useCallback(
    async (questionId: string, responses: Responses) => {
      const outcome = await submitQuizAnswers(quizId, [{ questionId, responses }]);
      if (!outcome.ok) {
        // The question may have closed meanwhile: show what the service says now.
        if (outcome.reason === 'closed') void pollNow();
        return outcome.reason;
      }
      submitted.current = { questionId, responses };
      setState({ quiz: outcome.state.quiz, userAnswers: outcome.state.userAnswers });
      return null;
    },
    [quizId, pollNow],
  );

  const { quiz, userAnswers } = state;
  return (
    <section className="quiz" aria-labelledby={titleId} data-quiz={quizId}>
      <h2 className="quiz__title" id={titleId}>
        {quiz.title ?? t(quiz.complex ? 'quiz.heading.quiz' : 'quiz.heading.poll')}
      </h2>
      {quiz.questions.map((question) => (
        <QuizQuestion
          key={question._id}
          question={question}
          own={ownResponses(userAnswers, question._id)}
          hydrated={hydrated}
          onSubmit={submit}
        />
      ))}
    </section>
  );
}
