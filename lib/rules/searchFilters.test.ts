import { BadFiltersError, emptyFilters, parseSearchFilters } from './searchFilters';

// SPEC section 3 "Search filter" and DESIGN "Public surface compatibility" (/api/search filters).
describe('parseSearchFilters (SPEC §3)', () => {
  it.each([
    ['absent', undefined, emptyFilters],
    ['empty string', '', emptyFilters],
    ['empty array (old clients)', '[]', emptyFilters],
    ['superTagSlugs', '{"superTagSlugs":["belfold"]}', { ...emptyFilters, sections: ['belfold'] }],
    ['superTagSiteSlugs', '{"superTagSiteSlugs":["g7"]}', { ...emptyFilters, sections: ['g7'] }],
    ['tags as any-of', '{"tagSlugs":["a"],"tags":["b"]}', { ...emptyFilters, anyTags: ['a', 'b'] }],
    ['and_tags as all-of', '{"and_tags":["a","b"]}', { ...emptyFilters, allTags: ['a', 'b'] }],
    ['not_tags', '{"not_tags":["x"]}', { ...emptyFilters, notTags: ['x'] }],
    [
      'authors from tag objects',
      '{"authors":[{"text":"szabo-eszter","type":"authors"}]}',
      { ...emptyFilters, authors: ['szabo-eszter'] },
    ],
    ['parentId [null]', '{"parentId":[null]}', { ...emptyFilters, parentId: null }],
    ['parentId ["null"]', '{"parentId":["null"]}', { ...emptyFilters, parentId: null }],
    ['parentId with spaces', '{ "parentId" : [ "null" ] }', { ...emptyFilters, parentId: null }],
    ['parentId number', '{"parentId":12}', { ...emptyFilters, parentId: 12 }],
    ['single string for a list', '{"flags":"live"}', { ...emptyFilters, flags: ['live'] }],
    ['unknown keys ignored', '{"colour":"red"}', emptyFilters],
    ['already parsed object', { tags: ['Foci'] }, { ...emptyFilters, anyTags: ['foci'] }],
  ])('%s', (_name, input, expected) => {
    expect(parseSearchFilters(input)).toEqual(expected);
  });

  it.each([
    ['{not json'],
    ['"text"'],
    ['42'],
    ['null'],
    ['{"tags":[1,2]}'],
    ['{"parentId":"abc"}'],
  ])('rejects %s with BadFiltersError', (input) => {
    expect(() => parseSearchFilters(input)).toThrow(BadFiltersError);
  });
});
