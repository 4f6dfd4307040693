// The SqlEngine contract on both engines (the embedded SQLite file always, PostgreSQL when available):
// what the store's queries and writer rely on.
import Database from 'better-sqlite3';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import { NASTY_SEARCH_INPUTS } from '@/tests/fixtures/nastySearchInputs';
import { dialectOf, fullTextKey, MAX_ARTICLE_ID } from './dialect';
import { postgresEngine } from './postgresEngine';
import { databaseSetup, storeSchemaPg } from './schema.pg';
import { storeSchema } from './schema.sql';
import { numberedPlaceholders, type SqlEngine } from './sqlEngine';
import { sqliteEngine } from './sqliteEngine';

describe('numberedPlaceholders', () => {
  it.each([
    ['SELECT 1', 'SELECT 1'],
    ['a = ? AND b IN (?, ?)', 'a = $1 AND b IN ($2, $3)'],
    ["x = '*' AND y = ?", "x = '*' AND y = $1"],
  ])('%j -> %j', (sql, expected) => {
    expect(numberedPlaceholders(sql)).toBe(expected);
  });

  it('refuses a question mark inside a literal', () => {
    expect(() => numberedPlaceholders("x = '?'")).toThrow(/literal/);
  });
});

function describeEngine(name: string, open: () => Promise<SqlEngine>) {
  describe(`SqlEngine on ${name}`, () => {
    let db: SqlEngine;
    beforeAll(async () => {
      db = await open();
      await db.exec(
        'CREATE TABLE t (id integer PRIMARY KEY, name text NOT NULL UNIQUE, at bigint NOT NULL)',
      );
      // The content store's tables, for the full-text tests.
      await db.exec(db.kind === 'sqlite' ? storeSchema : `${databaseSetup} ${storeSchemaPg}`);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(() => db.run('DELETE FROM t'));

    it('reads rows with numbers as numbers, including 64-bit columns', async () => {
      await db.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [1, 'a', 4_102_444_800]);
      expect(await db.get('SELECT id, name, at FROM t WHERE id = ?', [1])).toEqual({
        id: 1,
        name: 'a',
        at: 4_102_444_800,
      });
      expect(await db.get('SELECT id FROM t WHERE id = ?', [2])).toBeUndefined();
      expect(await db.get('SELECT CAST(count(*) AS INTEGER) AS n FROM t')).toEqual({ n: 1 });
    });

    it('answers how many rows a write changed', async () => {
      await db.insertMany(
        't',
        ['id', 'name', 'at'],
        [
          [1, 'a', 0],
          [2, 'b', 0],
        ],
      );
      expect(await db.run('UPDATE t SET at = ? WHERE id > ?', [5, 0])).toBe(2);
    });

    it('rolls a whole transaction back when it throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [1, 'a', 0]);
          await tx.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [2, 'a', 0]);
        }),
      ).rejects.toThrow();
      expect(await db.all('SELECT id FROM t')).toEqual([]);
      await db.transaction((tx) =>
        tx.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [3, 'c', 0]),
      );
      expect(await db.all('SELECT id FROM t')).toEqual([{ id: 3 }]);
    });

    it('keeps concurrent transactions and outside writes apart', async () => {
      const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
      // A transaction that waits in the middle and then fails, another that succeeds, and a
      // write from outside both, all started at once: only the failing one's rows are gone.
      const failing = db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [1, 'one', 0]);
        await tick();
        throw new Error('changed my mind');
      });
      const succeeding = db.transaction(async (tx) => {
        await tick();
        await tx.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [2, 'two', 0]);
      });
      const outside = db.run('INSERT INTO t (id, name, at) VALUES (?, ?, ?)', [3, 'three', 0]);
      await expect(failing).rejects.toThrow('changed my mind');
      await Promise.all([succeeding, outside]);
      expect(await db.all('SELECT id FROM t ORDER BY id')).toEqual([{ id: 2 }, { id: 3 }]);
    });

    it('inserts more rows than one statement may carry parameters for', async () => {
      const rows = Array.from({ length: 25_000 }, (_, i) => [i + 1, `n${i}`, i]);
      await db.transaction((tx) => tx.insertMany('t', ['id', 'name', 'at'], rows));
      expect(await db.get('SELECT CAST(count(*) AS INTEGER) AS n, max(at) AS m FROM t')).toEqual({
        n: 25_000,
        m: 24_999,
      });
    });

    it('full text: every nasty input is a valid query, and accents and case are ignored', async () => {
      const dialect = dialectOf(db.kind);
      const index = dialect.fullText('main');
      await dialect.indexFullText(
        db,
        'main',
        [
          {
            id: 7,
            pubDate: Date.parse('2026-11-20T08:00:00Z') / 1000,
            title: 'Árvíztűrő tükörfúrógép',
            lead: 'a Tiszán',
            body: 'Ft/hó',
            tags: 'Ősz',
            links: [{ kind: 'tag', key: "o'neil" }],
          },
        ],
        { incremental: true },
      );
      const search = async (input: string, prefixLast = false) => {
        const query = index.query(input, { prefixLast });
        return query === null
          ? null
          : (
              await db.all<{ id: number }>(
                `SELECT ${index.id} AS id FROM ${index.table} WHERE ${index.match}`,
                [query],
              )
            ).map((row) => row.id);
      };
      for (const input of NASTY_SEARCH_INPUTS) await expect(search(input)).resolves.toBeDefined();
      expect(await search('arvizturo')).toEqual([7]);
      expect(await search('TUKORFUROGEP tiszan')).toEqual([7]);
      expect(await search('tükörf', true)).toEqual([7]);
      expect(await search('ősz')).toEqual([7]);
      expect(await search('hó')).toEqual([7]);
      expect(await search('ó')).toEqual([]);
      expect(await search('arviz')).toEqual([]);
      if (index.wordCount) {
        // Single writes keep the per-word counts, as the import's recount would.
        expect(await db.get(index.wordCount, [index.query('Árvíztűrő')])).toEqual({ n: 1 });
        expect(await db.get(index.wordCount, [index.query('nincs')])).toBeUndefined();
      }
      if (index.matchWithMembership) {
        const withLists = (input: string, keys: string[], negate = false) =>
          db.all(
            `SELECT ${index.id} AS id FROM ${index.table} WHERE ${index.matchWithMembership}`,
            [index.query(input), index.membership!([{ kind: 'tag', keys, negate }])],
          );
        expect(await withLists('ősz', ["o'neil"])).toEqual([{ id: 7 }]);
        expect(await withLists('ősz', ['other', "o'neil"])).toEqual([{ id: 7 }]);
        expect(await withLists('ősz', ["o'neil"], true)).toEqual([]);
        expect(await withLists('ősz', ['a\\b'])).toEqual([]);
      }
    });

    it('full text: matches come newest first whatever order their ids were given in', async () => {
      const dialect = dialectOf(db.kind);
      const index = dialect.fullText('regional');
      const at = (iso: string) => Date.parse(iso) / 1000;
      // id 3 was imported last but happened first; 9 and 4 share a second (the higher id is newer,
      // as in the lists); 2 is from before 1970 (a negative time); MAX_ARTICLE_ID is the largest id.
      const entries = [
        { id: 5, pubDate: at('2026-11-20T08:00:00Z') },
        { id: 9, pubDate: at('2026-11-21T08:00:00Z') },
        { id: 4, pubDate: at('2026-11-21T08:00:00Z') },
        { id: 3, pubDate: at('2012-01-01T06:00:00Z') },
        { id: 2, pubDate: at('1956-10-23T12:00:00Z') },
        { id: MAX_ARTICLE_ID, pubDate: at('2026-11-19T08:00:00Z') },
      ].map((e) => ({ ...e, title: 'árvíz', lead: '', body: '', tags: '', links: [] }));
      await dialect.indexFullText(db, 'regional', entries, { incremental: true });
      const rows = await db.all<{ id: number }>(
        `SELECT ${index.id} AS id FROM ${index.table} WHERE ${index.match}
         ORDER BY ${index.key} DESC LIMIT ?`,
        [index.query('árvíz'), 10],
      );
      expect(rows).toEqual([9, 4, 5, MAX_ARTICLE_ID, 3, 2].map((id) => ({ id })));
      expect(() => fullTextKey(0, MAX_ARTICLE_ID + 1)).toThrow(RangeError);
      expect(() => fullTextKey(0, 0)).toThrow(RangeError);
    });
  });
}

describeEngine('SQLite', async () => sqliteEngine(new Database(':memory:')));
describe.skipIf(!postgresAvailable())('PostgreSQL', () => {
  describeEngine('PostgreSQL', async () => postgresEngine(await freshDatabase('sql_engine')));
});
