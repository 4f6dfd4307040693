// Issue 29 (stable identities): a registered slug keeps its id; new slugs get ids never given.
import { MAX_ARTICLE_ID } from '@/lib/store/dialect';
import { assignArticleIds } from './articleIds';

describe('assignArticleIds', () => {
  it.each([
    ['a first import: publication order', [], ['a', 'b', 'c'], { a: 1, b: 2, c: 3 }],
    [
      'the same content again',
      [
        ['a', 1],
        ['b', 2],
      ],
      ['a', 'b'],
      { a: 1, b: 2 },
    ],
    [
      'an older article added: the next id, nobody renumbered',
      [
        ['b', 1],
        ['c', 2],
      ],
      ['a', 'b', 'c'],
      { a: 3, b: 1, c: 2 },
    ],
    [
      'an article taken out stays registered; its id is never given again',
      [
        ['a', 1],
        ['b', 7],
      ],
      ['a', 'c'],
      { a: 1, b: 7, c: 8 },
    ],
  ] as Array<[string, Array<[string, number]>, string[], Record<string, number>]>)(
    '%s',
    (_, registered, slugs, expected) => {
      expect(Object.fromEntries(assignArticleIds(slugs, new Map(registered)))).toEqual(expected);
    },
  );

  it('refuses to give an id beyond what the full-text key can carry', () => {
    expect(() => assignArticleIds(['x'], new Map([['a', MAX_ARTICLE_ID]]))).toThrow(RangeError);
  });
});
