// The user-data port on the store's SqlEngine: one implementation for the SQLite file and PostgreSQL.
// Idempotent writes are upserts (`ON CONFLICT`), never read-then-write, so two identical requests at
// once leave one row on either engine; multi-row writes run in one transaction.
// Composed of the query modules under ./sql/, one per aggregate (accounts, login challenges, refresh
// tokens, rate limits, CRM subscriptions, payments, newsletters, topics, quiz answers, tips, predictions,
// the mail queue, push),
// which share one context: the engine and the clock.
import type { SqlEngine } from '../store/sqlEngine';
import { META_TABLE, MIGRATIONS, MIGRATION_LOCK, USERDATA_SCHEMA_PG } from './schema';
import { accountQueries } from './sql/accounts';
import { loginChallengeQueries } from './sql/loginChallenges';
import { mailQueueQueries } from './sql/mailQueue';
import { newsletterQueries } from './sql/newsletters';
import { paymentQueries } from './sql/payments';
import { predictionQueries } from './sql/predictions';
import { pushQueries } from './sql/push';
import { quizAnswerQueries } from './sql/quizAnswers';
import { rateLimitQueries } from './sql/rateLimits';
import { refreshTokenQueries } from './sql/refreshTokens';
import { subscriptionQueries } from './sql/subscriptions';
import { tipQueries } from './sql/tips';
import { topicQueries } from './sql/topics';
import type { UserDataStore } from './userDataStore';

/** Runs the migrations this database has not seen yet (idempotent; safe with instances racing). */
export async function migrate(db: SqlEngine): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = MIGRATION_LOCK[tx.kind];
    if (lock) await tx.get(lock);
    // PostgreSQL: the connection's search_path names this schema first; it must exist before the
    // first CREATE TABLE, or the tables would land in `public`.
    if (tx.kind === 'postgres') await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${USERDATA_SCHEMA_PG}`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS ${META_TABLE} (key text PRIMARY KEY, value text NOT NULL)`,
    );
    const row = await tx.get<{ value: string }>(
      `SELECT value FROM ${META_TABLE} WHERE key = 'version'`,
    );
    const from = row ? Number(row.value) : 0;
    for (const migration of MIGRATIONS.slice(from)) await tx.exec(migration(tx.kind));
    await tx.run(
      `INSERT INTO ${META_TABLE} (key, value) VALUES ('version', ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [String(MIGRATIONS.length)],
    );
    return MIGRATIONS.length - from;
  });
}

export function sqlUserData(db: SqlEngine, now: () => number = Date.now): UserDataStore {
  const ctx = { db, now };
  return {
    ...accountQueries(ctx),
    ...loginChallengeQueries(ctx),
    ...refreshTokenQueries(ctx),
    ...rateLimitQueries(ctx),
    ...subscriptionQueries(ctx),
    ...paymentQueries(ctx),
    ...newsletterQueries(ctx),
    ...topicQueries(ctx),
    ...quizAnswerQueries(ctx),
    ...tipQueries(ctx),
    ...predictionQueries(ctx),
    ...mailQueueQueries(ctx),
    ...pushQueries(ctx),
    close: () => db.close(),
  };
}
