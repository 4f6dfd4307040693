// The QuizSource port (issue 17): how server-side page code (getStaticProps) reads a quiz with its
// results, without a voter. Two adapters: the quiz service in this process (localQuizSource.ts) and
// a quiz service at QUIZ_SERVICE_URL over GraphQL (remoteQuizSource.ts); getQuizSource.ts picks one.
import type { Quiz } from '../schemas/quiz';

export interface QuizSource {
  /**
   * The quiz of this edition with its results, right answers only of closed questions; null for an
   * id that is not 24 characters (SPEC section 5), an unknown one or one of the other edition.
   * Throws QuizServiceError when a remote service cannot answer.
   */
  quiz(id: string): Promise<Quiz | null>;
}

/** The quiz service could not be asked, or answered something unexpected. */
export class QuizServiceError extends Error {
  override name = 'QuizServiceError';
}
