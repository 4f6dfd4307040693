// The SqlEngine on the embedded SQLite file (better-sqlite3): synchronous underneath, each statement
// prepared once per connection. Given an opener, the file is opened on first use (a server may load
// this module before the store exists).
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
  let inTransaction = false;
  const engine: SqlEngine = {
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
    async transaction(fn) {
      if (inTransaction) return fn(engine);
      connection().exec('BEGIN IMMEDIATE');
      inTransaction = true;
      try {
        const result = await fn(engine);
        connection().exec('COMMIT');
        return result;
      } catch (error) {
        connection().exec('ROLLBACK');
        throw error;
      } finally {
        inTransaction = false;
      }
    },
    async insertMany(table, columns, rows) {
      if (rows.length === 0) return;
      const insert = prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of rows) insert.run(...row);
    },
    async close() {
      opened?.close();
    },
  };
  return engine;
}
