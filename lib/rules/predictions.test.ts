// Issue 31 / SPEC section 2 tippjatek (/melleklet/tippjatek/{subSlug?}/{key?}): the prediction game's
// rules as tables: when a game takes tips, what a valid tip is, how it is scored and ranked.
import { predictionGameSchema, type PredictionGameInput } from '../schemas/predictionGame';
import {
  isDisplayName,
  MAX_DISPLAY_NAME_LENGTH,
  questionError,
  rankTips,
  scoreBreakdown,
  scoreTip,
  STARTING_POINTS,
  tipWindow,
  validateAnswers,
  validateDisplay,
} from './predictions';

const gameInput = {
  slug: 'proba-valasztas',
  title: 'Próbaválasztás',
  description: 'Egy kitalált választás a szabályok próbájához.',
  opensAt: '2026-03-01T08:00:00+01:00',
  closesAt: '2026-04-12T06:00:00+02:00',
  questions: [
    { id: 'a-arany', label: 'A párt aránya', kind: 'share', party: 'a' },
    { id: 'b-arany', label: 'B párt aránya', kind: 'share', party: 'b', penalty: 20 },
    { id: 'a-mandatum', label: 'A párt mandátumai', kind: 'count', min: 0, max: 199, penalty: 5 },
    {
      id: 'gyoztes',
      label: 'Ki nyer?',
      kind: 'choice',
      options: [
        { id: 'a', label: 'A párt' },
        { id: 'b', label: 'B párt' },
      ],
    },
  ],
  source: { election: 'proba', race: 'lista' },
} satisfies PredictionGameInput;
const game = predictionGameSchema.parse(gameInput);

describe('tipWindow: tips are taken from opensAt until closesAt (issue 31 / SPEC section 2 tippjatek)', () => {
  const opens = Date.parse('2026-03-01T07:00:00Z');
  const closes = Date.parse('2026-04-12T04:00:00Z');
  it.each([
    ['long before', opens - 86_400_000, 'upcoming'],
    ['a millisecond before it opens', opens - 1, 'upcoming'],
    ['the moment it opens', opens, 'open'],
    ['in between', opens + 86_400_000, 'open'],
    ['a millisecond before the deadline', closes - 1, 'open'],
    ['at the deadline: no change after it', closes, 'closed'],
    ['years later', closes + 4 * 365 * 86_400_000, 'closed'],
  ] as const)('%s: %s', (_, now, window) => {
    expect(tipWindow(game, now)).toBe(window);
  });

  it('reads the deadline with its offset (06:00 in Budapest summer time is 04:00 UTC)', () => {
    expect(tipWindow(game, Date.parse('2026-04-12T05:59:59+02:00'))).toBe('open');
    expect(tipWindow(game, Date.parse('2026-04-12T06:00:00+02:00'))).toBe('closed');
  });
});

describe('validateAnswers: every question answered, in range (issue 31 / SPEC section 2 tippjatek)', () => {
  const valid = { 'a-arany': '45,5', 'b-arany': 30, 'a-mandatum': ' 120 ', gyoztes: 'a' };

  it('parses form text and JSON numbers alike', () => {
    expect(validateAnswers(game, valid)).toEqual({
      ok: true,
      answers: { 'a-arany': 45.5, 'b-arany': 30, 'a-mandatum': 120, gyoztes: 'a' },
    });
  });

  it.each([
    ['a-arany', undefined, 'predictions.error.required'],
    ['a-arany', '', 'predictions.error.required'],
    ['a-arany', '   ', 'predictions.error.required'],
    ['a-arany', null, 'predictions.error.required'],
    ['a-arany', '-1', 'predictions.error.share'],
    ['a-arany', 100.1, 'predictions.error.share'],
    ['a-arany', '101', 'predictions.error.share'],
    ['a-arany', '45,55', 'predictions.error.share'],
    ['a-arany', 45.55, 'predictions.error.share'],
    ['a-arany', 'negyven', 'predictions.error.share'],
    ['a-arany', '4e1', 'predictions.error.share'],
    ['a-arany', Number.NaN, 'predictions.error.share'],
    ['a-arany', true, 'predictions.error.share'],
    ['a-mandatum', '-1', 'predictions.error.count'],
    ['a-mandatum', 200, 'predictions.error.count'],
    ['a-mandatum', '12,5', 'predictions.error.count'],
    ['a-mandatum', 1.5, 'predictions.error.count'],
    ['a-mandatum', '0x10', 'predictions.error.count'],
    ['gyoztes', 'c', 'predictions.error.choice'],
    ['gyoztes', 1, 'predictions.error.choice'],
    ['gyoztes', ['a'], 'predictions.error.choice'],
  ])('%s = %j: %s', (id, value, key) => {
    const result = validateAnswers(game, { ...valid, [id]: value });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.entries(result.errors).map(([q, e]) => [q, e.key])).toEqual([[id, key]]);
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['0,1', 0.1],
    ['99.9', 99.9],
    [33.3, 33.3],
  ])('accepts the share %j', (value, parsed) => {
    const result = validateAnswers(game, { ...valid, 'a-arany': value, 'b-arany': 0 });
    expect(result).toMatchObject({ ok: true, answers: { 'a-arany': parsed } });
  });

  it('names the range of a count in its problem', () => {
    const result = validateAnswers(game, { ...valid, 'a-mandatum': 500 });
    expect(result).toMatchObject({
      ok: false,
      errors: { 'a-mandatum': { key: 'predictions.error.count', params: { min: 0, max: 199 } } },
    });
  });

  it('reports every question at once, and ignores fields that are no question', () => {
    const result = validateAnswers(game, { masik: 5 });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'a-arany',
        'a-mandatum',
        'b-arany',
        'gyoztes',
      ]);
  });

  it('refuses shares that add up to more than 100', () => {
    expect(validateAnswers(game, { ...valid, 'a-arany': 60, 'b-arany': '40,1' })).toEqual({
      ok: false,
      errors: {},
      general: [{ key: 'predictions.error.sharesOver100', params: { sum: 100.1 } }],
    });
    expect(validateAnswers(game, { ...valid, 'a-arany': 60, 'b-arany': 40 }).ok).toBe(true);
  });

  it('does not read inherited properties as answers', () => {
    expect(
      validateAnswers(game, Object.create({ gyoztes: 'a' }) as Record<string, unknown>).ok,
    ).toBe(false);
  });
});

describe('validateDisplay: a name on the leaderboard only with consent (issue 31)', () => {
  it.each([
    [undefined, undefined, { ok: true, displayName: '', consent: false }],
    ['Kovács Anna', undefined, { ok: true, displayName: '', consent: false }],
    ['Kovács Anna', 'on', { ok: true, displayName: 'Kovács Anna', consent: true }],
    ['  Kovács   Anna ', true, { ok: true, displayName: 'Kovács Anna', consent: true }],
    ['Tippelő 2028', 'true', { ok: true, displayName: 'Tippelő 2028', consent: true }],
    ['', 'on', { ok: false, problem: { key: 'predictions.error.nameRequired' } }],
    [
      '<b>Anna</b>',
      'on',
      {
        ok: false,
        problem: { key: 'predictions.error.name', params: { max: MAX_DISPLAY_NAME_LENGTH } },
      },
    ],
  ])('%j with consent %j', (name, consent, expected) => {
    expect(validateDisplay(name, consent)).toEqual(expected);
  });

  it.each([
    ['Kovács-Nagy Anna', true],
    ["O'Brien", true],
    ['Dr. Szabó', true],
    ['BalatonFan88', true],
    ['a'.repeat(MAX_DISPLAY_NAME_LENGTH), true],
    ['a'.repeat(MAX_DISPLAY_NAME_LENGTH + 1), false],
    ['https://pelda.hu', false],
    ['anna@pelda.hu', false],
    ['Anna\u202eannA', false],
    ['Anna  Kiss', false],
    ['-Anna', false],
  ])('isDisplayName(%j) is %s', (name, ok) => {
    expect(isDisplayName(name)).toBe(ok);
  });
});

describe('scoreTip: 1000 minus the weighted errors, never below 0 (issue 31 / SPEC section 2 tippjatek)', () => {
  const result = { 'a-arany': 54.1, 'b-arany': 34.4, 'a-mandatum': 135, gyoztes: 'a' };

  it.each([
    [
      'the exact result',
      { 'a-arany': 54.1, 'b-arany': 34.4, 'a-mandatum': 135, gyoztes: 'a' },
      1000,
    ],
    // 10 x 3.6 + 20 x 5.6 + 5 x 17 = 36 + 112 + 85
    [
      'errors on every number',
      { 'a-arany': 50.5, 'b-arany': 40, 'a-mandatum': 118, gyoztes: 'a' },
      767,
    ],
    // a wrong choice: 100 points off (the default penalty)
    ['a wrong choice', { 'a-arany': 54.1, 'b-arany': 34.4, 'a-mandatum': 135, gyoztes: 'b' }, 900],
    // 10 x 0.1 = 1 point: a tenth of a percentage point counts
    ['a tenth off', { 'a-arany': 54.2, 'b-arany': 34.4, 'a-mandatum': 135, gyoztes: 'a' }, 999],
    // 10 x 54.1 + 20 x 65.6 + ... far beyond 1000: floored at 0
    ['far off everywhere', { 'a-arany': 0, 'b-arany': 100, 'a-mandatum': 0, gyoztes: 'b' }, 0],
  ])('%s: %i', (_, answers, score) => {
    expect(scoreTip(game, answers, result)).toBe(score);
  });

  it('says what each question took off', () => {
    expect(
      scoreBreakdown(
        game,
        { 'a-arany': 50.5, 'b-arany': 40, 'a-mandatum': 118, gyoztes: 'b' },
        result,
      ),
    ).toEqual({
      score: 667,
      lines: [
        { questionId: 'a-arany', error: 3.6, penalty: 36 },
        { questionId: 'b-arany', error: 5.6, penalty: 112 },
        { questionId: 'a-mandatum', error: 17, penalty: 85 },
        { questionId: 'gyoztes', error: 1, penalty: 100 },
      ],
    });
  });

  it.each([
    ['share', 42.5, 40.2, 2.3],
    ['share', 40.2, 42.5, 2.3],
    ['share', 0.1, 0.2, 0.1],
    ['count', 118, 135, 17],
    ['choice', 'a', 'a', 0],
    ['choice', 'b', 'a', 1],
  ] as const)('questionError of a %s: %j against %j is %j', (kind, tip, actual, error) => {
    const question = game.questions.find((q) => q.kind === kind)!;
    expect(questionError(question, tip, actual)).toBe(error);
  });

  it('costs a left-out question its worst miss: skipping never pays', () => {
    const answers = { 'a-arany': 54.1, 'b-arany': 34.4, gyoztes: 'a' };
    expect(scoreTip(game, answers, result)).toBe(STARTING_POINTS - 5 * 199);
  });
});

describe('rankTips: score first, then the earlier tip (issue 31 / SPEC section 2 tippjatek)', () => {
  it('ranks by score, an equal score by submission time, then by key', () => {
    const tips = [
      { key: 'c', score: 900, createdAt: 30 },
      { key: 'a', score: 1000, createdAt: 50 },
      { key: 'b', score: 1000, createdAt: 10 },
      { key: 'e', score: 0, createdAt: 1 },
      { key: 'd', score: 900, createdAt: 30 },
    ];
    expect(rankTips(tips).map((tip) => [tip.rank, tip.key])).toEqual([
      [1, 'b'],
      [2, 'a'],
      [3, 'c'],
      [4, 'd'],
      [5, 'e'],
    ]);
  });

  it('leaves the input alone and answers an empty list for no tips', () => {
    const tips = [
      { key: 'x', score: 1, createdAt: 2 },
      { key: 'y', score: 2, createdAt: 1 },
    ];
    rankTips(tips);
    expect(tips.map((tip) => tip.key)).toEqual(['x', 'y']);
    expect(rankTips([])).toEqual([]);
  });
});
