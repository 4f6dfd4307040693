import {
  isQuizPlaceholderId,
  quizIdsIn,
  splitAtQuizPlaceholders,
  type BodyPart,
} from './quizPlaceholders';

// SPEC section 3: "Quiz id is a 24-character string"; issue 17: a quiz block stands where the article's
// placeholder was.
const A = '6561a0c0e4b0a1b2c3d4e5f1';
const B = '6561a0c0e4b0a1b2c3d4e5f2';
const slot = (id: string) => `<div data-quiz-id="${id}"></div>`;

describe('isQuizPlaceholderId (SPEC §3: 24 characters)', () => {
  it.each([
    [A, true],
    ['x'.repeat(24), true],
    ['abc-def_ghi-jkl_mno-pqr1', true],
    [A.slice(1), false],
    [`${A}0`, false],
    ['6561a0c0e4b0a1b2c3d4e5"1', false],
    ['6561a0c0e4b0 1b2c3d4e5f1', false],
    ['', false],
    [undefined, false],
    [123, false],
  ])('%j -> %s', (value, expected) => {
    expect(isQuizPlaceholderId(value)).toBe(expected);
  });
});

describe('splitAtQuizPlaceholders', () => {
  it.each<[string, string, BodyPart[]]>([
    ['no placeholder', '<p>a</p><p>b</p>', [{ kind: 'html', html: '<p>a</p><p>b</p>' }]],
    ['an empty body', '', []],
    [
      'one between paragraphs',
      `<p>a</p>\n${slot(A)}\n<p>b</p>`,
      [
        { kind: 'html', html: '<p>a</p>\n' },
        { kind: 'quiz', quizId: A },
        { kind: 'html', html: '\n<p>b</p>' },
      ],
    ],
    [
      'at the start and the end (no empty HTML parts)',
      `${slot(A)}<p>a</p>${slot(B)}\n`,
      [
        { kind: 'quiz', quizId: A },
        { kind: 'html', html: '<p>a</p>' },
        { kind: 'quiz', quizId: B },
      ],
    ],
    [
      'two in a row',
      `<p>a</p>${slot(A)}${slot(B)}<p>b</p>`,
      [
        { kind: 'html', html: '<p>a</p>' },
        { kind: 'quiz', quizId: A },
        { kind: 'quiz', quizId: B },
        { kind: 'html', html: '<p>b</p>' },
      ],
    ],
    [
      'a short id is not a placeholder',
      `<p>a</p><div data-quiz-id="${A.slice(1)}"></div>`,
      [{ kind: 'html', html: `<p>a</p><div data-quiz-id="${A.slice(1)}"></div>` }],
    ],
    [
      'a div with content is not a placeholder',
      `<div data-quiz-id="${A}"><p>x</p></div>`,
      [{ kind: 'html', html: `<div data-quiz-id="${A}"><p>x</p></div>` }],
    ],
  ])('%s', (_name, html, expected) => {
    expect(splitAtQuizPlaceholders(html)).toEqual(expected);
  });
});

describe('quizIdsIn', () => {
  it.each([
    ['none', '<p>a</p>', []],
    ['in reading order', `${slot(B)}<p>a</p>${slot(A)}`, [B, A]],
    ['each once', `${slot(A)}<p>a</p>${slot(A)}`, [A]],
    ['not the invalid ones', `<div data-quiz-id="short"></div>${slot(A)}`, [A]],
  ])('%s', (_name, html, expected) => {
    expect(quizIdsIn(html)).toEqual(expected);
  });
});
