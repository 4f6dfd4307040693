import type { QuizDefinition } from '../schemas/quizDefinition';
import type { AnswerCount } from '../userdata/userDataStore';
import { quizResults, type QuizTally } from './quizResults';

// Aggregation of stored answers (issue 17): SPEC section 9 (percent rounded to 1 decimal, averages
// kept whole for the UI's 1-decimal display), section 4 (active until activeTo).
const ACTIVE_TO = 1_800_000_000;
const BEFORE = ACTIVE_TO * 1000 - 1;
const AT_CLOSE = ACTIVE_TO * 1000;

const definition: QuizDefinition = {
  _id: 'f'.repeat(24),
  editions: ['main'],
  complex: true,
  title: 'Teszt',
  questions: [
    {
      _id: 'single',
      question: 'Melyik?',
      displayAs: 'single',
      image: null,
      description: null,
      activeTo: ACTIVE_TO,
      rightAnswer: { value: 'a' },
      options: [],
      answers: ['a', 'b', 'c'].map((id) => ({
        _id: id,
        title: id.toUpperCase(),
        image: null,
        description: null,
      })),
    },
    {
      _id: 'rating',
      question: 'Mennyire?',
      displayAs: 'rating',
      image: '/uploads/x.svg',
      description: 'Egytől ötig',
      activeTo: ACTIVE_TO,
      options: ['1', '2', '3', '4', '5'].map((title) => ({ _id: `o${title}`, title })),
      answers: ['x', 'y'].map((id) => ({ _id: id, title: id, image: null, description: null })),
    },
  ],
};

const row = (
  questionId: string,
  answerId: string,
  count: number,
  optionId: string | null = null,
): AnswerCount => ({ questionId, answerId, optionId, count });

function results(tally: QuizTally, now = BEFORE, answered: string[] = []) {
  return quizResults(definition, tally, { now, answeredQuestionIds: new Set(answered) });
}

describe('single questions: counts and percent of voters (SPEC §9)', () => {
  it.each([
    ['nobody voted', [], 0, [0, 0, 0], [0, 0, 0]],
    ['one of three', [row('single', 'a', 1), row('single', 'b', 2)], 3, [1, 2, 0], [33.3, 66.7, 0]],
    ['one of eight', [row('single', 'a', 1), row('single', 'c', 7)], 8, [1, 0, 7], [12.5, 0, 87.5]],
    ['all for one', [row('single', 'b', 5)], 5, [0, 5, 0], [0, 100, 0]],
    ['a row of an answer no longer defined', [row('single', 'z', 4)], 4, [0, 0, 0], [0, 0, 0]],
  ])('%s', (_name, counts, voters, answerCounts, percents) => {
    const [single] = results({ counts, voters: [{ questionId: 'single', voters }] }).questions;
    expect(single!.voterCount).toBe(voters);
    expect(single!.answers.map((a) => a.answerCount)).toEqual(answerCounts);
    expect(single!.answers.map((a) => a.percent)).toEqual(percents);
    expect(single!.answers.every((a) => a.sum === 0 && a.average === 0)).toBe(true);
  });
});

describe('rating questions: raters, sums, averages, percent of voters', () => {
  it.each([
    // 3 voters: x rated 5, 4, 4 (sum 13, average 4.33); y rated by one of them with 2.
    [
      'three voters, one rates both',
      [row('rating', 'x', 1, 'o5'), row('rating', 'x', 2, 'o4'), row('rating', 'y', 1, 'o2')],
      3,
      { x: [3, 13, 13 / 3, 100], y: [1, 2, 2, 33.3] },
    ],
    ['nobody rated', [], 0, { x: [0, 0, 0, 0], y: [0, 0, 0, 0] }],
    [
      'a rating with an option no longer defined is left out',
      [row('rating', 'x', 2, 'o3'), row('rating', 'x', 1, 'gone'), row('rating', 'y', 1, null)],
      3,
      { x: [2, 6, 3, 66.7], y: [0, 0, 0, 0] },
    ],
  ])('%s', (_name, counts, voters, expected) => {
    const [, rating] = results({ counts, voters: [{ questionId: 'rating', voters }] }).questions;
    expect(rating!.voterCount).toBe(voters);
    expect(
      Object.fromEntries(
        rating!.answers.map((a) => [a._id, [a.answerCount, a.sum, a.average, a.percent]]),
      ),
    ).toEqual(expected);
  });
});

describe('active and the right answer (SPEC §4)', () => {
  it.each([
    ['active, nobody in particular asks', BEFORE, [], true, null],
    ['active, the voter has not answered it', BEFORE, ['rating'], true, null],
    ['active, the voter has answered it', BEFORE, ['single'], true, { value: 'a' }],
    ['closed at activeTo', AT_CLOSE, [], false, { value: 'a' }],
    ['closed long ago', AT_CLOSE + 86_400_000, [], false, { value: 'a' }],
  ])('%s', (_name, now, answered, active, rightAnswer) => {
    const [single, rating] = results({ counts: [], voters: [] }, now, answered).questions;
    expect(single!.active).toBe(active);
    expect(single!.rightAnswer).toEqual(rightAnswer);
    // A question without a right answer never shows one.
    expect(rating!.rightAnswer).toBeNull();
  });

  it('keeps the definition: title, texts, images, options', () => {
    const quiz = results({ counts: [], voters: [] });
    expect(quiz).toMatchObject({ _id: definition._id, complex: true, title: 'Teszt' });
    expect(quiz.questions[1]).toMatchObject({
      image: '/uploads/x.svg',
      description: 'Egytől ötig',
      activeTo: ACTIVE_TO,
      options: definition.questions[1]!.options,
    });
  });
});
