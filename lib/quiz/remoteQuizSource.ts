// The QuizSource over a quiz service at its own URL (QUIZ_SERVICE_URL): the GraphQL query of SPEC
// section 7 with a voter token minted with the shared secret (a voter that never answers, so it sees
// right answers only of closed questions), the answer validated with the same zod schema.
import { z } from 'zod';
import { QUIZ_SERVICE_TIMEOUT_MS } from '../constants';
import { quizSchema } from '../schemas/quiz';
import { graphqlAnswerSchema } from './quizHttpSchemas';
import { QuizServiceError, type QuizSource } from './quizSource';
import { mintQuizToken } from './quizToken';
import { requestIdHeaders } from '@/lib/observability/log';

/** Every field of the Quiz type: what quizSchema validates. */
export const QUIZ_QUERY = /* GraphQL */ `
  query Quiz($id: ID!) {
    quiz(id: $id) {
      _id
      complex
      title
      questions {
        _id
        question
        displayAs
        image
        description
        activeTo
        active
        voterCount
        rightAnswer {
          value
        }
        options {
          _id
          title
        }
        answers {
          _id
          title
          image
          answerCount
          sum
          average
          percent
          description
        }
      }
    }
  }
`;

const responseSchema = graphqlAnswerSchema.extend({
  data: z.object({ quiz: z.nullable(quizSchema) }).nullish(),
});

export function createRemoteQuizSource(
  url: string,
  secret: Uint8Array,
  { timeoutMs = QUIZ_SERVICE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): QuizSource {
  const token = mintQuizToken(secret);
  return {
    async quiz(id) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...requestIdHeaders(),
          },
          body: JSON.stringify({ query: QUIZ_QUERY, variables: { id } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new QuizServiceError(`quiz service at ${url}: ${(error as Error).message}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const parsed = responseSchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        throw new QuizServiceError(
          `quiz service at ${url} answered ${response.status} unexpectedly`,
        );
      }
      if (parsed.data.errors?.length) {
        throw new QuizServiceError(`quiz service at ${url}: ${parsed.data.errors[0]!.message}`);
      }
      return parsed.data.data?.quiz ?? null;
    },
  };
}
