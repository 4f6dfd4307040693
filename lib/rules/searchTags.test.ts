import type { AutocompleteItem } from '../schemas/autocompleteAnswer';
import {
  initialSearchBarState,
  isAddKey,
  isTaggable,
  lastDeletableIndex,
  markedTagIndex,
  parseSearchTags,
  searchBarReducer,
  serializeSearchTags,
  shouldAutocomplete,
  type SearchBarAction,
  type SearchBarState,
  type SearchBarTag,
} from './searchTags';

// SPEC section 5 (tags only from autocomplete, category names excluded, protected tags, Backspace marks
// then deletes within 1 s) and section 9 (minimum length 1, separator ';', Enter 13, mark 1 s).
const item = (text: string, fields: Partial<AutocompleteItem> = {}): AutocompleteItem => ({
  text,
  type: 'tags',
  count: 3,
  ...fields,
});
const tag = (text: string, protectedTag = false): SearchBarTag =>
  protectedTag ? { type: 'tags', text, protected: true } : { type: 'tags', text };
const state = (
  tags: SearchBarTag[],
  input = '',
  markedAt: number | null = null,
): SearchBarState => ({
  tags,
  input,
  markedAt,
});
const texts = (s: SearchBarState) => s.tags.map((t) => t.text);

describe('isTaggable (SPEC §5)', () => {
  it.each([
    [item('Orbán Viktor'), true],
    [item('Rovatok'), false],
    [item('Témák'), false],
    [item('Cím'), false],
    [item('Szerzők'), false],
    [item('Szerzők listája'), true],
    [item('rovatok'), true],
    [item(' Rovatok '), false],
    [item('Sport', { classes: ['separator'] }), false],
    [item('Sport', { classes: ['highlighted'] }), true],
    [item('   '), false],
  ])('%j -> %s', (subject, expected) => {
    expect(isTaggable(subject)).toBe(expected);
  });
});

describe('isAddKey / shouldAutocomplete (SPEC §9)', () => {
  it.each([
    [13, true],
    [32, false],
    [9, false],
    [188, false],
  ])('keyCode %d -> %s', (code, expected) => {
    expect(isAddKey(code)).toBe(expected);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['a', true],
    [' á ', true],
    ['választás', true],
  ])('%j -> %s', (input, expected) => {
    expect(shouldAutocomplete(input)).toBe(expected);
  });
});

describe('searchBarReducer: adding (SPEC §5)', () => {
  it.each<[string, SearchBarState, SearchBarAction, string[], string]>([
    [
      'autocomplete item added, input cleared',
      state([], 'orb'),
      { type: 'addFromAutocomplete', item: item('Orbán Viktor') },
      ['Orbán Viktor'],
      '',
    ],
    [
      'category name not added',
      state([], 'rov'),
      { type: 'addFromAutocomplete', item: item('Rovatok') },
      [],
      'rov',
    ],
    [
      'separator not added',
      state([], 's'),
      { type: 'addFromAutocomplete', item: item('Sport', { classes: ['separator'] }) },
      [],
      's',
    ],
    [
      'duplicate not added twice',
      state([tag('Sport')], 'sp'),
      { type: 'addFromAutocomplete', item: item('Sport') },
      ['Sport'],
      '',
    ],
    [
      'text is trimmed',
      state([]),
      { type: 'addFromAutocomplete', item: item('  Sport ') },
      ['Sport'],
      '',
    ],
    [
      'Enter adds the highlighted item',
      state([tag('A')], 'spo'),
      { type: 'enter', highlighted: item('Sport') },
      ['A', 'Sport'],
      '',
    ],
    [
      'Enter without a highlighted item adds no free text',
      state([tag('A')], 'szabad szöveg'),
      { type: 'enter', highlighted: null },
      ['A'],
      'szabad szöveg',
    ],
    [
      'Enter on a category heading adds nothing',
      state([], 'té'),
      { type: 'enter', highlighted: item('Témák') },
      [],
      'té',
    ],
  ])('%s', (_name, before, action, expectedTags, expectedInput) => {
    const after = searchBarReducer(before, action);
    expect(texts(after)).toEqual(expectedTags);
    expect(after.input).toBe(expectedInput);
  });

  it('keeps the type of the autocomplete item (SPEC §5)', () => {
    const after = searchBarReducer(initialSearchBarState(), {
      type: 'addFromAutocomplete',
      item: item('Kovács Anna', { type: 'authors' }),
    });
    expect(after.tags).toEqual([{ type: 'authors', text: 'Kovács Anna' }]);
  });

  it('same text with another type is a different tag (SPEC §5)', () => {
    const after = searchBarReducer(state([tag('Sport')]), {
      type: 'addFromAutocomplete',
      item: item('Sport', { type: 'superTags' }),
    });
    expect(after.tags).toHaveLength(2);
  });
});

describe('searchBarReducer: Backspace deletion (SPEC §5, mark 1 s)', () => {
  it.each<[string, SearchBarState, SearchBarAction, string[], number | null]>([
    [
      'first Backspace marks',
      state([tag('A'), tag('B')]),
      { type: 'backspaceOnEmpty', now: 5000 },
      ['A', 'B'],
      5000,
    ],
    [
      'second within 1 s deletes',
      state([tag('A'), tag('B')], '', 5000),
      { type: 'backspaceOnEmpty', now: 5999 },
      ['A'],
      null,
    ],
    [
      'second after exactly 1 s marks again',
      state([tag('A'), tag('B')], '', 5000),
      { type: 'backspaceOnEmpty', now: 6000 },
      ['A', 'B'],
      6000,
    ],
    ['no tags: nothing to mark', state([]), { type: 'backspaceOnEmpty', now: 5000 }, [], null],
    [
      'input not empty: ignored',
      state([tag('A')], 'x'),
      { type: 'backspaceOnEmpty', now: 5000 },
      ['A'],
      null,
    ],
    [
      'only protected tags: nothing marked',
      state([tag('P', true)]),
      { type: 'backspaceOnEmpty', now: 5000 },
      ['P'],
      null,
    ],
    [
      'protected last tag: the one before is deleted',
      state([tag('A'), tag('P', true)], '', 5000),
      { type: 'backspaceOnEmpty', now: 5500 },
      ['P'],
      null,
    ],
    [
      'protected first tag survives',
      state([tag('P', true), tag('A')], '', 5000),
      { type: 'backspaceOnEmpty', now: 5500 },
      ['P'],
      null,
    ],
    [
      'mark expires after 1 s',
      state([tag('A')], '', 5000),
      { type: 'markExpired', now: 6000 },
      ['A'],
      null,
    ],
    [
      'stale expiry timer keeps a newer mark',
      state([tag('A')], '', 5000),
      { type: 'markExpired', now: 5400 },
      ['A'],
      5000,
    ],
    [
      'expiry without a mark changes nothing',
      state([tag('A')]),
      { type: 'markExpired', now: 9000 },
      ['A'],
      null,
    ],
    [
      'typing clears the mark',
      state([tag('A')], '', 5000),
      { type: 'input', value: 'b' },
      ['A'],
      null,
    ],
    [
      'remove button deletes that tag',
      state([tag('A'), tag('B'), tag('C')]),
      { type: 'remove', index: 1 },
      ['A', 'C'],
      null,
    ],
    [
      'remove button cannot delete a protected tag',
      state([tag('P', true), tag('B')]),
      { type: 'remove', index: 0 },
      ['P', 'B'],
      null,
    ],
    [
      'remove out of range changes no tags',
      state([tag('A')], '', 5000),
      { type: 'remove', index: 4 },
      ['A'],
      null,
    ],
  ])('%s', (_name, before, action, expectedTags, expectedMark) => {
    const after = searchBarReducer(before, action);
    expect(texts(after)).toEqual(expectedTags);
    expect(after.markedAt).toBe(expectedMark);
  });

  it('full sequence: mark, wait out, mark, delete (SPEC §5)', () => {
    let s = initialSearchBarState([tag('P', true), tag('A'), tag('B')]);
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 0 });
    expect(markedTagIndex(s)).toBe(2);
    s = searchBarReducer(s, { type: 'markExpired', now: 1000 });
    expect(markedTagIndex(s)).toBeNull();
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3000 });
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3200 });
    expect(texts(s)).toEqual(['P', 'A']);
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3300 });
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3400 });
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3500 });
    s = searchBarReducer(s, { type: 'backspaceOnEmpty', now: 3600 });
    expect(texts(s)).toEqual(['P']);
    expect(markedTagIndex(s)).toBeNull();
  });
});

describe('lastDeletableIndex (SPEC §5: protected tags cannot be deleted)', () => {
  it.each([
    [[], null],
    [[tag('A')], 0],
    [[tag('A'), tag('B')], 1],
    [[tag('A'), tag('P', true)], 0],
    [[tag('P', true), tag('Q', true)], null],
  ])('%j -> %s', (tags, expected) => {
    expect(lastDeletableIndex(tags)).toBe(expected);
  });
});

describe('serializeSearchTags / parseSearchTags (SPEC §9: separator ;)', () => {
  it.each([
    [[], ''],
    [[tag('Sport')], 'Sport'],
    [[tag('Sport'), tag('Orbán Viktor')], 'Sport;Orbán Viktor'],
    [[tag('a;b'), tag('c')], 'a b;c'],
    [[tag(' x '), tag(';')], 'x'],
  ])('serialize %j -> %j', (tags, expected) => {
    expect(serializeSearchTags(tags)).toBe(expected);
  });

  it.each([
    ['', []],
    ['Sport', ['Sport']],
    ['Sport;Orbán Viktor', ['Sport', 'Orbán Viktor']],
    [' Sport ; ;Foci;', ['Sport', 'Foci']],
    ['a;a;b', ['a', 'b']],
    [';;;', []],
  ])('parse %j -> %j', (text, expected) => {
    expect(parseSearchTags(text)).toEqual(expected);
  });

  it.each([[['Sport', 'Orbán Viktor', 'EB 2024']], [['egy']]])(
    'round trip %j (SPEC §9)',
    (list) => {
      expect(parseSearchTags(serializeSearchTags(list.map((text) => tag(text))))).toEqual(list);
    },
  );
});
