import {
  choose,
  isChosen,
  ownResponses,
  pollPredatesSubmission,
  questionView,
  sameResponses,
  type QuestionSituation,
  type QuestionView,
} from './questionState';

// Issue 17; SPEC section 4: "A quiz question is active until its activeTo time" (the service says
// `active`): a closed question shows its results only.
describe('questionView', () => {
  const open = { displayAs: 'single', active: true, hydrated: true };
  it.each<[string, QuestionSituation, QuestionView]>([
    ['closed', { ...open, active: false, own: [] }, { controls: 'none', results: true }],
    [
      'closed, before hydration',
      { ...open, active: false, hydrated: false, own: null },
      { controls: 'none', results: true },
    ],
    [
      'a kind the block cannot take answers for',
      { ...open, displayAs: 'text', own: [] },
      { controls: 'none', results: true },
    ],
    [
      'server HTML (no JavaScript yet)',
      { ...open, hydrated: false, own: null },
      { controls: 'disabled', results: true },
    ],
    [
      "open, the reader's answers not known yet",
      { ...open, own: null },
      { controls: 'enabled', results: true },
    ],
    ['open, not answered', { ...open, own: [] }, { controls: 'enabled', results: false }],
    [
      'open, answered',
      { ...open, own: [{ answerId: 'a' }] },
      { controls: 'enabled', results: true },
    ],
    [
      'rating, not answered',
      { ...open, displayAs: 'rating', own: [] },
      { controls: 'enabled', results: false },
    ],
  ])('%s', (_name, situation, expected) => {
    expect(questionView(situation)).toEqual(expected);
  });
});

describe('ownResponses', () => {
  const answers = [{ questionId: 'q1', responses: [{ answerId: 'a' }] }];
  it.each([
    ['not known yet', null, 'q1', null],
    ['answered', answers, 'q1', [{ answerId: 'a' }]],
    ['not answered', answers, 'q2', []],
  ] as const)('%s', (_name, userAnswers, questionId, expected) => {
    expect(ownResponses(userAnswers === null ? null : [...userAnswers], questionId)).toEqual(
      expected,
    );
  });
});

describe('choose and isChosen', () => {
  it.each([
    [
      'single: a pick replaces the last',
      'single',
      [{ answerId: 'a' }],
      'b',
      undefined,
      [{ answerId: 'b' }],
    ],
    [
      'rating: another answer is added',
      'rating',
      [{ answerId: 'a', optionId: '1' }],
      'b',
      '5',
      [
        { answerId: 'a', optionId: '1' },
        { answerId: 'b', optionId: '5' },
      ],
    ],
    [
      'rating: the same answer is rated again',
      'rating',
      [
        { answerId: 'a', optionId: '1' },
        { answerId: 'b', optionId: '2' },
      ],
      'a',
      '4',
      [
        { answerId: 'b', optionId: '2' },
        { answerId: 'a', optionId: '4' },
      ],
    ],
  ] as const)('%s', (_name, kind, current, answerId, optionId, expected) => {
    const next = choose(kind, [...current], answerId, optionId);
    expect(next).toEqual(expected);
    expect(isChosen(next, answerId, optionId)).toBe(true);
  });

  it('isChosen tells an answer apart from an option of it', () => {
    const current = [{ answerId: 'a', optionId: '3' }];
    expect([
      isChosen(current, 'a'),
      isChosen(current, 'a', '3'),
      isChosen(current, 'a', '4'),
    ]).toEqual([true, true, false]);
  });
});

describe('sameResponses', () => {
  it.each([
    [[{ answerId: 'a' }], [{ answerId: 'a', optionId: null }], true],
    [
      [
        { answerId: 'a', optionId: '1' },
        { answerId: 'b', optionId: '2' },
      ],
      [
        { answerId: 'b', optionId: '2' },
        { answerId: 'a', optionId: '1' },
      ],
      true,
    ],
    [[{ answerId: 'a', optionId: '1' }], [{ answerId: 'a', optionId: '2' }], false],
    [[{ answerId: 'a' }], [], false],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(sameResponses(a, b)).toBe(expected);
  });
});

describe('pollPredatesSubmission', () => {
  const submitted = { questionId: 'q1', responses: [{ answerId: 'b' }] };
  it.each([
    ['nothing submitted', null, [], false],
    [
      'the poll has the submission',
      submitted,
      [{ questionId: 'q1', responses: [{ answerId: 'b' }] }],
      false,
    ],
    ['the poll has no answer yet', submitted, [], true],
    [
      'the poll has the answer before the change',
      submitted,
      [{ questionId: 'q1', responses: [{ answerId: 'a' }] }],
      true,
    ],
  ] as const)('%s', (_name, sent, polled, expected) => {
    expect(
      pollPredatesSubmission(
        sent,
        polled.map((answer) => ({ ...answer, responses: [...answer.responses] })),
      ),
    ).toBe(expected);
  });
});
