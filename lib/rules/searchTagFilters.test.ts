import { filtersToTags, tagsToFilters } from './searchTagFilters';

// SPEC section 3: search tag (type, text) and the filters object (and_tags, superTags, authors, title).
describe('search tags <-> filters (SPEC §3)', () => {
  it.each([
    [[], {}],
    [[{ type: 'superTags', text: 'Belföld' }], { superTags: ['Belföld'] }],
    [
      [
        { type: 'tags', text: 'árvíz' },
        { type: 'tags', text: 'Tisza' },
        { type: 'authors', text: 'Szabó Eszter' },
        { type: 'title', text: 'gát' },
      ],
      { and_tags: ['árvíz', 'Tisza'], authors: ['Szabó Eszter'], title: ['gát'] },
    ],
  ] as const)('%j', (tags, filters) => {
    expect(tagsToFilters(tags)).toEqual(filters);
    expect(filtersToTags(filters)).toEqual(tags);
  });

  it.each([[null], ['x'], [{ and_tags: 'not-a-list' }], [{ and_tags: [1, ''] }]])(
    'ignores %j',
    (value) => {
      expect(filtersToTags(value)).toEqual([]);
    },
  );
});
