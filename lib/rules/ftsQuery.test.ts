import Database from 'better-sqlite3';
import { ftsQuery } from './ftsQuery';

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
    const nasty = [
      '"',
      "'",
      '*',
      'NEAR(',
      'AND',
      'OR NOT',
      '(a',
      'x:y',
      '^a',
      '-a',
      'a"b',
      '\u0000',
      '{}',
      'ü*"',
    ];
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
