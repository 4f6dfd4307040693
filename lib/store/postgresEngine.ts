// The SqlEngine on PostgreSQL (node-postgres): a pool per process, `?` placeholders numbered once per
// statement, 64-bit integers read as numbers (unix seconds and counts fit), every connection reading
// the schema the store lives in.
import pg from 'pg';
import { numberedPlaceholders, type SqlEngine } from './sqlEngine';
import { log } from '@/lib/observability/log';

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;
const INT8_OID = 20;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

const numbered = new Map<string, string>();
function toPostgres(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    text = numberedPlaceholders(sql);
    numbered.set(sql, text);
  }
  return text;
}

type Queryable = pg.Pool | pg.PoolClient;

function engineOn(
  db: Queryable,
  transaction: SqlEngine['transaction'],
  close: () => Promise<void>,
) {
  // One connection (a transaction's) runs one query at a time: queue them, so callers may still
  // start several at once. The pool spreads concurrent queries over its connections itself.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    if (db instanceof pg.Pool) return run();
    const next = queue.then(run);
    queue = next.catch(() => {});
    return next;
  };
  const query = <T>(sql: string, params: readonly unknown[] = []) =>
    serial(
      () =>
        db.query({ text: toPostgres(sql), values: params as unknown[], types }) as Promise<
          pg.QueryResult<T & pg.QueryResultRow>
        >,
    );
  const engine: SqlEngine = {
    kind: 'postgres',
    async all<T>(sql: string, params?: readonly unknown[]) {
      return (await query<T>(sql, params)).rows as T[];
    },
    async get<T>(sql: string, params?: readonly unknown[]) {
      return (await query<T>(sql, params)).rows[0] as T | undefined;
    },
    async run(sql, params) {
      return (await query(sql, params)).rowCount ?? 0;
    },
    async exec(sql) {
      await serial(() => db.query(sql));
    },
    transaction,
    async insertMany(table, columns, rows) {
      const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values = chunk
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          .join(', ');
        await serial(() =>
          db.query({
            text: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`,
            values: chunk.flat(),
          }),
        );
      }
    },
    close,
  };
  return engine;
}

export interface PostgresEngineOptions {
  /** The schema the store's tables live in (search_path); extensions stay in public. */
  schema?: string;
  max?: number;
}

export function postgresEngine(url: string, options: PostgresEngineOptions = {}): SqlEngine {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
  });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => log.error('postgres pool failed', { error }));
  async function transaction<T>(fn: (tx: SqlEngine) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const tx = engineOn(
        client,
        (inner) => inner(tx),
        async () => {},
      );
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return engineOn(pool, transaction, () => pool.end());
}
