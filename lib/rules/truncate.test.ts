import { coverTitle, listLead, listTitle, truncateAtWord } from './truncate';

// SPEC section 5: titles 100 on list items (word boundary, tooltip), leads 200, cover blocks 60/70/80/90.
describe('truncateAtWord (SPEC §5)', () => {
  it.each([
    ['shorter than max', 'Rövid cím', 20, 'Rövid cím'],
    ['exactly max', 'abcde fghij', 11, 'abcde fghij'],
    ['empty text', '', 5, ''],
    ['cut at the last space before max', 'Az elnök ma bejelentette', 15, 'Az elnök ma…'],
    ['space right at max keeps the first max chars', 'abcde fghij', 5, 'abcde…'],
    ['space one after max is not used', 'abcdef ghij', 5, 'abcde…'],
    ['no space: hard cut', 'Megszentségteleníthetetlenség', 10, 'Megszentsé…'],
    ['trailing comma dropped', 'Egy, kettő, három', 11, 'Egy, kettő…'],
    ['trailing dash and spaces dropped', 'Címsor – alcím szöveg', 9, 'Címsor…'],
    ['trailing question mark dropped', 'Mi lesz? Senki sem tudja', 12, 'Mi lesz…'],
    ['dangling opening quote dropped', 'Azt mondta: „ez nem igaz”', 14, 'Azt mondta…'],
    ['no-break space is not a boundary', 'Ára 1\u00a0000 forint lett', 8, 'Ára…'],
    ['ordinary space after the number is', 'Ára 1\u00a0000 forint lett', 9, 'Ára 1\u00a0000…'],
    ['newline is a boundary', 'első sor\nmásodik sor', 12, 'első sor…'],
    ['only punctuation before the space: hard cut', '— Hosszúhosszú', 8, '— Hosszú…'],
    [
      'nothing but punctuation: raw hard cut, never a bare ellipsis',
      '!!! ?????????',
      8,
      '!!! ????…',
    ],
    ['emoji counted as one character', '🎉🎉🎉 buli van', 5, '🎉🎉🎉…'],
    ['emoji never split by a hard cut', '🎉🎉🎉🎉🎉🎉', 4, '🎉🎉🎉🎉…'],
  ])('%s', (_name, text, max, expected) => {
    expect(truncateAtWord(text, max)).toBe(expected);
  });

  it.each([
    ['a b c d e f g h i j k l m n o p', 7],
    ['Hosszú szó: elkötelezettségvállalás', 12],
    ['x'.repeat(300), 100],
    ['szó '.repeat(80), 100],
  ])('never longer than max + 1: %s / %d', (text, max) => {
    const result = truncateAtWord(text, max);
    expect(Array.from(result).length).toBeLessThanOrEqual(max + 1);
    expect(result.endsWith('…')).toBe(true);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects max %d', (max) => {
    expect(() => truncateAtWord('valami', max)).toThrow(RangeError);
  });
});

describe('listTitle (SPEC §5: 100 characters, full title in the tooltip)', () => {
  const long = `${'szó '.repeat(25)}vége`; // 104 characters
  it.each([
    ['short title keeps no tooltip', 'Rövid cím', { text: 'Rövid cím', tooltip: undefined }],
    ['exactly 100', 'a'.repeat(100), { text: 'a'.repeat(100), tooltip: undefined }],
    [
      '101 without spaces',
      'a'.repeat(101),
      { text: `${'a'.repeat(100)}…`, tooltip: 'a'.repeat(101) },
    ],
    ['long title', long, { text: `${'szó '.repeat(24)}szó…`, tooltip: long }],
  ])('%s', (_name, title, expected) => {
    expect(listTitle(title)).toEqual(expected);
  });
});

describe('listLead (SPEC §5: 200 characters)', () => {
  it.each([
    ['200 kept', 'b'.repeat(200), 'b'.repeat(200)],
    ['201 cut', 'b'.repeat(201), `${'b'.repeat(200)}…`],
    ['cut at a word', `${'c'.repeat(195)} dddddddd`, `${'c'.repeat(195)}…`],
  ])('%s', (_name, lead, expected) => {
    expect(listLead(lead)).toBe(expected);
  });
});

describe('coverTitle (SPEC §5: cover blocks 60/70/80/90)', () => {
  const title = Array.from({ length: 30 }, (_, i) => `w${String(i).padStart(2, '0')}`).join(' ');
  it.each([
    [60, 59],
    [70, 67],
    [80, 79],
    [90, 87],
  ] as const)('limit %d cuts to %d characters plus the ellipsis', (limit, kept) => {
    const result = coverTitle(title, limit);
    expect(result).toBe(`${title.slice(0, kept)}…`);
  });
});
