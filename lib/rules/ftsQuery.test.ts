import Database from 'better-sqlite3';
import { NASTY_SEARCH_INPUTS } from '@/tests/fixtures/nastySearchInputs';
import { ftsQuery, searchWords, tsQuery } from './ftsQuery';

// Search input is free text (SPEC section 7 /api/search term): it must never break the query.
describe('ftsQuery', () => {
  it.each([
    ['árvíz Tisza', '"árvíz" "Tisza"'],
    ['  ', null],
    ['"', null],
    ['a "b" c', '"a" """b""" "c"'],
    ['NEAR(a b)', '"NEAR(a" "b)"'],
    ['title:x', '"title:x"'],
    ['- * ^', null],
    ['x\u0000y', '"x" "y"'],
  ])('%j -> %j', (input, expected) => {
    expect(ftsQuery(input)).toBe(expected);
  });

  it('marks the last piece as a prefix for type-ahead', () => {
    expect(ftsQuery('magyar kor', { prefixLast: true })).toBe('"magyar" "kor"*');
  });

  it('never throws in SQLite and finds words without accents', () => {
    const db = new Database(':memory:');
    db.exec(
      "CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')",
    );
    db.prepare('INSERT INTO t (rowid, x) VALUES (1, ?)').run('Árvíztűrő tükörfúrógép a Tiszán');
    const search = db.prepare('SELECT rowid FROM t WHERE t MATCH ?');
    const nasty = NASTY_SEARCH_INPUTS;
    for (const input of nasty) {
      const query = ftsQuery(input);
      if (query) expect(() => search.all(query)).not.toThrow();
    }
    expect(search.all(ftsQuery('arvizturo')!)).toEqual([{ rowid: 1 }]);
    expect(search.all(ftsQuery('TUKORFUROGEP tiszan')!)).toEqual([{ rowid: 1 }]);
    expect(search.all(ftsQuery('tükörf', { prefixLast: true })!)).toEqual([{ rowid: 1 }]);
    db.close();
  });
});

// The PostgreSQL store (SPEC section 7 /api/search term, section 9): the same words as SQLite's
// tokenizer, so both engines find the same articles.
describe('searchWords', () => {
  it.each([
    ['Árvíztűrő TÜKÖRFÚRÓGÉP', ['árvíztűrő', 'tükörfúrógép']],
    ['Ft/hó', ['ft', 'hó']],
    ['a@b.hu', ['a', 'b', 'hu']],
    ['e-mail 2400m', ['e', 'mail', '2400m']],
    ['o\u0301lcso\u0301', ['ólcsó']],
    ['  ', []],
  ])('%j -> %j', (input, expected) => {
    expect(searchWords(input)).toEqual(expected);
  });
});

describe('tsQuery', () => {
  it.each([
    ['árvíz Tisza', 'árvíz & tisza'],
    ['  ', null],
    ['"', null],
    ['a "b" c', 'a & b & c'],
    ['e-mail', '(e <-> mail)'],
    ['!a & |b', 'a & b'],
    ["o'neil", '(o <-> neil)'],
    ['x\u0000y', 'x & y'],
  ])('%j -> %j', (input, expected) => {
    expect(tsQuery(input)).toBe(expected);
  });

  it('marks the last word as a prefix for type-ahead', () => {
    expect(tsQuery('magyar kor', { prefixLast: true })).toBe('magyar & kor:*');
    expect(tsQuery('magyar e-m', { prefixLast: true })).toBe('magyar & (e <-> m:*)');
  });

  it('keeps at most 16 words', () => {
    expect(
      tsQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))!.split(' & '),
    ).toHaveLength(16);
  });
});
