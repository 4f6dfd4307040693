// The user-data port on the store's SqlEngine: one implementation for the SQLite file and PostgreSQL.
// Idempotent writes are upserts (`ON CONFLICT`), never read-then-write, so two identical requests at
// once leave one row on either engine; multi-row writes run in one transaction.
import type { SqlEngine } from '../store/sqlEngine';
import { META_TABLE, MIGRATIONS, MIGRATION_LOCK, USERDATA_SCHEMA_PG } from './schema';
import {
  newSessionSchema,
  newsletterSubscriptionSchema,
  newUserSchema,
  quizAnswersSchema,
  tipSchema,
  topicSubscriptionSchema,
  type AnswerCount,
  type QuizAnswers,
  type Session,
  type Tip,
  type User,
  type UserDataStore,
} from './userDataStore';

/** How emails are compared: an address is the same account in any letter case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

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

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  created_at: number;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

const SESSION_COLUMNS = `token_hash AS "tokenHash", refresh_hash AS "refreshHash", user_id AS "userId",
  created_at AS "createdAt", expires_at AS "expiresAt"`;

export function sqlUserData(db: SqlEngine, now: () => number = Date.now): UserDataStore {
  return {
    async createUser(input) {
      const user = newUserSchema.parse(input);
      const row = await db.get<UserRow>(
        `INSERT INTO users (email, email_key, name, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING
         RETURNING id, email, name, password_hash, created_at`,
        [user.email, emailKey(user.email), user.name, user.passwordHash, now()],
      );
      return row ? { ok: true, user: toUser(row) } : { ok: false, reason: 'email-taken' };
    },

    async findUserByEmail(email) {
      const row = await db.get<UserRow>(
        'SELECT id, email, name, password_hash, created_at FROM users WHERE email_key = ?',
        [emailKey(email)],
      );
      return row ? toUser(row) : null;
    },

    async createSession(input) {
      const session = newSessionSchema.parse(input);
      const createdAt = now();
      await db.run(
        `INSERT INTO sessions (token_hash, refresh_hash, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
        [session.tokenHash, session.refreshHash, session.userId, createdAt, session.expiresAt],
      );
      return { ...session, createdAt };
    },

    async findSession(tokenHash, at) {
      const row = await db.get<Session>(
        `SELECT ${SESSION_COLUMNS} FROM sessions
         WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
        [tokenHash, at],
      );
      return row ?? null;
    },

    async revokeSession(tokenHash) {
      await db.run(
        'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
        [now(), tokenHash],
      );
    },

    async subscribeNewsletter(input) {
      const subscription = newsletterSubscriptionSchema.parse(input);
      const listCodes = [...new Set(subscription.listCodes)];
      const at = now();
      await db.transaction(async (tx) => {
        for (const code of listCodes) {
          await tx.run(
            `INSERT INTO newsletter_subscriptions
               (email_key, list_code, email, first_name, last_name, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (email_key, list_code) DO UPDATE SET email = excluded.email,
               first_name = excluded.first_name, last_name = excluded.last_name,
               updated_at = excluded.updated_at`,
            [
              emailKey(subscription.email),
              code,
              subscription.email,
              subscription.firstName,
              subscription.lastName,
              at,
              at,
            ],
          );
        }
      });
      return { listCodes };
    },

    async newsletterLists(email) {
      const rows = await db.all<{ code: string }>(
        'SELECT list_code AS code FROM newsletter_subscriptions WHERE email_key = ? ORDER BY list_code',
        [emailKey(email)],
      );
      return rows.map((row) => row.code);
    },

    async addTopic(input) {
      const { clientToken, topic } = topicSubscriptionSchema.parse(input);
      await db.run(
        `INSERT INTO topic_subscriptions (client_token, topic, created_at) VALUES (?, ?, ?)
         ON CONFLICT (client_token, topic) DO NOTHING`,
        [clientToken, topic, now()],
      );
    },

    async removeTopic(input) {
      const { clientToken, topic } = topicSubscriptionSchema.parse(input);
      await db.run('DELETE FROM topic_subscriptions WHERE client_token = ? AND topic = ?', [
        clientToken,
        topic,
      ]);
    },

    async topics(clientToken) {
      const rows = await db.all<{ topic: string }>(
        'SELECT topic FROM topic_subscriptions WHERE client_token = ? ORDER BY topic',
        [clientToken.trim()],
      );
      return rows.map((row) => row.topic);
    },

    async addOrUpdateQuizAnswers(input) {
      const { quizId, voter, answers } = quizAnswersSchema.parse(input);
      const at = now();
      await db.transaction(async (tx) => {
        for (const { questionId, answerIds } of answers) {
          await tx.run(
            'DELETE FROM quiz_answers WHERE quiz_id = ? AND voter = ? AND question_id = ?',
            [quizId, voter, questionId],
          );
          await tx.insertMany(
            'quiz_answers',
            ['quiz_id', 'voter', 'question_id', 'answer_id', 'answered_at'],
            [...new Set(answerIds)].map((answerId) => [quizId, voter, questionId, answerId, at]),
          );
        }
      });
    },

    async quizAnswers(quizId, voter) {
      const rows = await db.all<{ questionId: string; answerId: string }>(
        `SELECT question_id AS "questionId", answer_id AS "answerId" FROM quiz_answers
         WHERE quiz_id = ? AND voter = ? ORDER BY question_id, answer_id`,
        [quizId, voter],
      );
      const byQuestion = new Map<string, string[]>();
      for (const row of rows) {
        byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row.answerId]);
      }
      return [...byQuestion].map(([questionId, answerIds]): QuizAnswers['answers'][number] => ({
        questionId,
        answerIds,
      }));
    },

    async answerCounts(quizId) {
      return db.all<AnswerCount>(
        `SELECT question_id AS "questionId", answer_id AS "answerId",
           CAST(count(*) AS INTEGER) AS count
         FROM quiz_answers WHERE quiz_id = ?
         GROUP BY question_id, answer_id ORDER BY question_id, answer_id`,
        [quizId],
      );
    },

    async submitTip(input) {
      const tip = tipSchema.parse(input);
      const row = await db.get<{ id: number }>(
        'INSERT INTO tips (text, contact, page_url, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        [tip.text, tip.contact, tip.pageUrl, now()],
      );
      return { id: row!.id };
    },

    async recentTips(limit) {
      return db.all<Tip>(
        `SELECT id, text, contact, page_url AS "pageUrl", created_at AS "createdAt" FROM tips
         ORDER BY id DESC LIMIT ?`,
        [Math.max(1, Math.min(limit, 500))],
      );
    },

    close: () => db.close(),
  };
}
