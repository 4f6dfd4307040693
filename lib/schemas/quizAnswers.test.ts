import type * as z from 'zod/mini';
import type { Quiz } from './quiz';
import {
  quizDataSchema,
  quizPollAnswerSchema,
  quizSubmitAnswerSchema,
  type QuizData,
} from './quizAnswers';

// SPEC section 3 (the quiz and the user answers) as the quiz block reads them: every quiz of the
// service's shape (lib/schemas/quiz.ts) fits, and parsing keeps only what the block prints.
const served: Quiz = {
  _id: '6561a0c0e4b0a1b2c3d4e5f1',
  complex: false,
  title: 'Szavazás',
  questions: [
    {
      _id: 'q1',
      question: 'Kérdés?',
      displayAs: 'single',
      image: null,
      description: null,
      activeTo: 1_893_456_000,
      active: true,
      voterCount: 2,
      rightAnswer: null,
      options: [],
      answers: [
        {
          _id: 'a1',
          title: 'Igen',
          image: '/uploads/a.jpg',
          answerCount: 1,
          sum: 0,
          average: 0,
          percent: 50,
          description: null,
        },
      ],
    },
  ],
};

describe('quiz answers (SPEC sections 3 and 7)', () => {
  it("the service's quiz type fits what the block reads", () => {
    expectTypeOf<Quiz>().toExtend<z.input<typeof quizDataSchema>>();
  });

  it('keeps only the printed fields (the page data carries nothing more)', () => {
    const parsed: QuizData = quizDataSchema.parse(served);
    expect(Object.keys(parsed.questions[0]!)).not.toContain('activeTo');
    expect(Object.keys(parsed.questions[0]!.answers[0]!)).not.toContain('sum');
    expect(parsed.questions[0]!.answers[0]!.percent).toBe(50);
  });

  it.each([
    ['a poll answer', quizPollAnswerSchema, { data: { quiz: served, userAnswers: [] } }, true],
    ['an unknown quiz', quizPollAnswerSchema, { data: { quiz: null, userAnswers: [] } }, true],
    [
      'GraphQL nulls in responses',
      quizPollAnswerSchema,
      {
        data: {
          quiz: served,
          userAnswers: [{ questionId: 'q1', responses: [{ answerId: 'a1', optionId: null }] }],
        },
      },
      true,
    ],
    [
      'a response that names nothing (as a submission may not)',
      quizPollAnswerSchema,
      {
        data: {
          quiz: served,
          userAnswers: [{ questionId: 'q1', responses: [{ answerId: null, optionId: null }] }],
        },
      },
      false,
    ],
    [
      'errors instead of data',
      quizPollAnswerSchema,
      { data: null, errors: [{ message: 'x' }] },
      false,
    ],
    [
      'a count that is not whole',
      quizPollAnswerSchema,
      {
        data: {
          quiz: { ...served, questions: [{ ...served.questions[0], voterCount: 1.5 }] },
          userAnswers: [],
        },
      },
      false,
    ],
    [
      'a submission',
      quizSubmitAnswerSchema,
      { data: { addOrUpdateAnswers: { quiz: served, userAnswers: [] } } },
      true,
    ],
    [
      'a refused submission',
      quizSubmitAnswerSchema,
      { data: null, errors: [{ message: 'closed', extensions: { code: 'QUESTION_CLOSED' } }] },
      true,
    ],
  ] as const)('%s -> %s', (_name, schema, answer, ok) => {
    expect(schema.safeParse(answer).success).toBe(ok);
  });
});
