// Picks this process's QuizSource: QUIZ_SERVICE_URL set -> the quiz service at that URL (tokens minted
// with the shared QUIZ_TOKEN_SECRET), else the quiz service in this process.
import { createLocalQuizSource } from './localQuizSource';
import { getQuizService } from './getQuizService';
import type { QuizSource } from './quizSource';
import { quizTokenSecret } from './quizToken';
import { createRemoteQuizSource } from './remoteQuizSource';

let source: QuizSource | undefined;

export function getQuizSource(): QuizSource {
  source ??= process.env.QUIZ_SERVICE_URL
    ? createRemoteQuizSource(process.env.QUIZ_SERVICE_URL, quizTokenSecret())
    : createLocalQuizSource(async () => (await getQuizService()).service);
  return source;
}
