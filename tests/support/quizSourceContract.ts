// Test helper: the QuizSource port's contract, one suite run on every adapter (quizSource.test.ts:
// the service in this process and the standalone service over HTTP). Expects the demo quizzes of
// data/quizzes.json and the answers seedQuizAnswers() stores.
import { isQuestionActive } from '@/lib/rules/quiz';
import { quizSchema } from '@/lib/schemas/quiz';
import type { QuizService } from '@/lib/quiz/quizService';
import type { QuizSource } from '@/lib/quiz/quizSource';

export const CONTRACT_IDS = {
  poll: '6561a0c0e4b0a1b2c3d4e5f1',
  pollQuestion: '6561a0c0e4b0a1b2c3d4f101',
  daily: '6561a0c0e4b0a1b2c3d4f111',
  weekly: '6561a0c0e4b0a1b2c3d4f112',
  complex: '6561a0c0e4b0a1b2c3d4e5f2',
  rating: '6561a0c0e4b0a1b2c3d4f201',
  hikeA: '6561a0c0e4b0a1b2c3d4f211',
  hikeB: '6561a0c0e4b0a1b2c3d4f212',
  closed: '6561a0c0e4b0a1b2c3d4f202',
  kekes: '6561a0c0e4b0a1b2c3d4f221',
  regional: '6561a0c0e4b0a1b2c3d4e5f3',
} as const;
const ids = CONTRACT_IDS;
const option = (n: number) => `6561a0c0e4b0a1b2c3d4f2a${n}`;

/** Three voters on the poll's first question, two raters of the complex quiz's rating question. */
export async function seedQuizAnswers(service: QuizService) {
  const single = (answerId: string) => [
    { questionId: ids.pollQuestion, responses: [{ answerId }] },
  ];
  await service.addOrUpdateAnswers(ids.poll, 'voter-1', single(ids.daily));
  await service.addOrUpdateAnswers(ids.poll, 'voter-2', single(ids.daily));
  await service.addOrUpdateAnswers(ids.poll, 'voter-3', single(ids.weekly));
  const rate = (ratings: Array<[string, number]>) => [
    {
      questionId: ids.rating,
      responses: ratings.map(([answerId, n]) => ({ answerId, optionId: option(n) })),
    },
  ];
  await service.addOrUpdateAnswers(
    ids.complex,
    'voter-1',
    rate([
      [ids.hikeA, 5],
      [ids.hikeB, 3],
    ]),
  );
  await service.addOrUpdateAnswers(ids.complex, 'voter-2', rate([[ids.hikeA, 4]]));
}

export function describeQuizSourceContract(name: string, makeSource: () => QuizSource): void {
  describe(`QuizSource contract: ${name}`, () => {
    it('answers a quiz of the SPEC section 3 shape, as quizSchema validates it', async () => {
      const quiz = await makeSource().quiz(ids.poll);
      expect(quizSchema.parse(quiz)).toEqual(quiz);
      expect(quiz).toMatchObject({ _id: ids.poll, complex: false, title: expect.any(String) });
    });

    it('counts votes and shares of voters (SPEC section 9: 1 decimal)', async () => {
      const quiz = await makeSource().quiz(ids.poll);
      const question = quiz!.questions.find((q) => q._id === ids.pollQuestion)!;
      expect(question.voterCount).toBe(3);
      const byId = Object.fromEntries(question.answers.map((a) => [a._id, a]));
      expect(byId[ids.daily]).toMatchObject({ answerCount: 2, percent: 66.7 });
      expect(byId[ids.weekly]).toMatchObject({ answerCount: 1, percent: 33.3 });
      expect(question.active).toBe(isQuestionActive(question, Date.now()));
    });

    it('sums and averages ratings', async () => {
      const quiz = await makeSource().quiz(ids.complex);
      const rating = quiz!.questions.find((q) => q._id === ids.rating)!;
      expect(rating.voterCount).toBe(2);
      const byId = Object.fromEntries(rating.answers.map((a) => [a._id, a]));
      expect(byId[ids.hikeA]).toMatchObject({ answerCount: 2, sum: 9, average: 4.5, percent: 100 });
      expect(byId[ids.hikeB]).toMatchObject({ answerCount: 1, sum: 3, average: 3, percent: 50 });
      expect(rating.options.map((o) => o.title)).toEqual(['1', '2', '3', '4', '5']);
    });

    it('shows the right answer of a closed question only (no voter asks)', async () => {
      const quiz = await makeSource().quiz(ids.complex);
      const closed = quiz!.questions.find((q) => q._id === ids.closed)!;
      expect(closed).toMatchObject({ active: false, rightAnswer: { value: ids.kekes } });
      for (const question of quiz!.questions.filter((q) => q.active)) {
        expect(question.rightAnswer).toBeNull();
      }
    });

    it.each([
      ['of the other edition', ids.regional],
      ['unknown', '0'.repeat(24)],
      ['not 24 characters (SPEC section 5)', 'rovid'],
      ['of 25 characters', `${ids.poll}0`],
    ])('answers null for a quiz %s', async (_name, id) => {
      expect(await makeSource().quiz(id)).toBeNull();
    });
  });
}
