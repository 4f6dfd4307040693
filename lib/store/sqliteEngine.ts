// The SqlEngine on an SQLite file (better-sqlite3): synchronous underneath, each statement prepared
// once per connection. Given an opener, the file is opened on first use (a server may load this module
// before the store exists). One connection serves the whole process, so transactions take turns: while
// one is open, statements from outside it wait for it to end (otherwise they would run inside it, and
// its rollback would undo them).
import Database from 'better-sqlite3';
import type { SqlEngine } from './sqlEngine';

export function sqliteEngine(open: Database.Database | (() => Database.Database)): SqlEngine {
  let opened: Database.Database | undefined = typeof open === 'function' ? undefined : open;
  const connection = () => (opened ??= (open as () => Database.Database)());
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection().prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** The queue: each transaction, and each statement from outside one, takes its turn. */
  let last: Promise<void> = Promise.resolve();
  async function turn<T>(work: () => Promise<T>): Promise<T> {
    const previous = last;
    let release!: () => void;
    last = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** The statements themselves, run at once (inside a transaction, or when none is open). */
  const direct: Omit<SqlEngine, 'transaction' | 'close'> = {
    kind: 'sqlite',
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return prepare(sql).all(...params) as T[];
    },
    async get<T>(sql: string, params: readonly unknown[] = []) {
      return prepare(sql).get(...params) as T | undefined;
    },
    async run(sql, params = []) {
      return prepare(sql).run(...params).changes;
    },
    async exec(sql) {
      connection().exec(sql);
    },
    async insertMany(table, columns, rows) {
      if (rows.length === 0) return;
      const insert = prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of rows) insert.run(...row);
    },
  };

  // Inside a transaction: the direct statements; a nested transaction is part of the outer one.
  const inside: SqlEngine = {
    ...direct,
    transaction: (fn) => fn(inside),
    close: async () => {},
  };

  const transaction = <T>(fn: (tx: SqlEngine) => Promise<T>): Promise<T> =>
    turn(async () => {
      connection().exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(inside);
        connection().exec('COMMIT');
        return result;
      } catch (error) {
        connection().exec('ROLLBACK');
        throw error;
      }
    });

  const waiting =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      turn(() => run(...args));

  return {
    kind: 'sqlite',
    all: waiting(direct.all) as SqlEngine['all'],
    get: waiting(direct.get) as SqlEngine['get'],
    run: waiting(direct.run),
    exec: waiting(direct.exec),
    insertMany: waiting(direct.insertMany),
    transaction,
    close: () =>
      turn(async () => {
        opened?.close();
      }),
  };
}
