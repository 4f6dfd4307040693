import { QUIZ_DEFINITIONS, findQuiz, parseQuizCatalog } from './quizCatalog';

// data/quizzes.json (issue 17): the quizzes the article pages place, by id and edition.
const MAIN_POLL = '6561a0c0e4b0a1b2c3d4e5f1';
const MAIN_COMPLEX = '6561a0c0e4b0a1b2c3d4e5f2';
const REGIONAL_POLL = '6561a0c0e4b0a1b2c3d4e5f3';
const NOV_22_2026 = Date.parse('2026-11-22T12:00:00Z');

describe('the demo quizzes', () => {
  it('are exactly the three the articles place, each in its edition', () => {
    expect(QUIZ_DEFINITIONS.map((quiz) => [quiz._id, quiz.editions, quiz.complex])).toEqual([
      [MAIN_POLL, ['main'], false],
      [MAIN_COMPLEX, ['main'], true],
      [REGIONAL_POLL, ['regional'], false],
    ]);
  });

  it.each([
    [MAIN_POLL, 'main', true],
    [MAIN_COMPLEX, 'main', true],
    [REGIONAL_POLL, 'main', false],
    [REGIONAL_POLL, 'regional', true],
    [MAIN_POLL, 'regional', false],
    ['0'.repeat(24), 'main', false],
  ] as const)('%s in %s: %s', (id, edition, served) => {
    expect(findQuiz(id, edition)?._id ?? null).toBe(served ? id : null);
  });

  it('rate on options 1 to 5 with images, and keep a closed question with its right answer', () => {
    const complex = findQuiz(MAIN_COMPLEX, 'main')!;
    const rating = complex.questions.find((q) => q.displayAs === 'rating')!;
    expect(rating.options.map((option) => option.title)).toEqual(['1', '2', '3', '4', '5']);
    expect(rating.answers.length).toBeGreaterThanOrEqual(3);
    // Served as the demo import writes them (SVG under /uploads/images).
    for (const answer of rating.answers)
      expect(answer.image).toMatch(/^\/uploads\/images\/.+\.svg$/);
    expect(rating.activeTo * 1000).toBeGreaterThan(NOV_22_2026);
    const closed = complex.questions.find((q) => q.displayAs === 'single')!;
    expect(closed.activeTo * 1000).toBeLessThan(NOV_22_2026);
    expect(closed.answers.map((a) => a._id)).toContain(closed.rightAnswer?.value);
  });

  it('keep the simple polls open for years', () => {
    for (const id of [MAIN_POLL, REGIONAL_POLL]) {
      const quiz = QUIZ_DEFINITIONS.find((q) => q._id === id)!;
      for (const question of quiz.questions) {
        expect(question.displayAs).toBe('single');
        expect(question.activeTo).toBeGreaterThanOrEqual(Date.parse('2030-01-01') / 1000);
      }
    }
  });
});

describe('parseQuizCatalog refuses a broken definition', () => {
  const answer = (id: string) => ({ _id: id, title: id });
  const question = (fields: object = {}) => ({
    _id: 'q1',
    question: 'Kérdés?',
    displayAs: 'single',
    activeTo: 1_900_000_000,
    answers: [answer('a'), answer('b')],
    ...fields,
  });
  const quiz = (fields: object = {}) => ({
    _id: 'a'.repeat(24),
    editions: ['main'],
    complex: true,
    questions: [question()],
    ...fields,
  });

  it('accepts a minimal one, filling the optional fields', () => {
    expect(parseQuizCatalog([quiz()])[0]).toMatchObject({
      title: null,
      questions: [
        {
          image: null,
          description: null,
          options: [],
          answers: [answer('a'), answer('b')].map((a) => ({
            ...a,
            image: null,
            description: null,
          })),
        },
      ],
    });
  });

  it.each([
    ['an id that is not 24 hex characters', [quiz({ _id: 'x'.repeat(24) })], /24 lowercase hex/],
    ['the same quiz twice', [quiz(), quiz()], /quiz id a{24} twice/],
    ['an unknown edition', [quiz({ editions: ['other'] })], /editions/],
    ['no questions', [quiz({ questions: [] })], /questions/],
    [
      'a question id twice',
      [quiz({ questions: [question(), question()] })],
      /question id q1 twice/,
    ],
    [
      'an answer id twice',
      [quiz({ questions: [question({ answers: [answer('a'), answer('a')] })] })],
      /answer id a twice/,
    ],
    [
      'a right answer that is no answer',
      [quiz({ questions: [question({ rightAnswer: { value: 'z' } })] })],
      /right answer z is none of its answers/,
    ],
    ['an unknown display', [quiz({ questions: [question({ displayAs: 'slider' })] })], /displayAs/],
    [
      'a rating in a simple quiz',
      [
        quiz({
          complex: false,
          questions: [question({ displayAs: 'rating', options: [answer('1')] })],
        }),
      ],
      /not complex/,
    ],
    [
      'a rating without options',
      [quiz({ questions: [question({ displayAs: 'rating' })] })],
      /rating question without options/,
    ],
    [
      'a rating option that is no number',
      [quiz({ questions: [question({ displayAs: 'rating', options: [answer('sok')] })] })],
      /no number as its title/,
    ],
  ])('%s', (_name, raw, message) => {
    expect(() => parseQuizCatalog(raw)).toThrow(message);
  });
});
