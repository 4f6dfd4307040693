// The user-data port on the store's SqlEngine: one implementation for the SQLite file and PostgreSQL.
// Idempotent writes are upserts (`ON CONFLICT`), never read-then-write, so two identical requests at
// once leave one row on either engine; multi-row writes run in one transaction.
import type { SqlEngine } from '../store/sqlEngine';
import { META_TABLE, MIGRATIONS, MIGRATION_LOCK, USERDATA_SCHEMA_PG } from './schema';
import {
  newLoginChallengeSchema,
  newQueuedMailSchema,
  newRefreshTokenSchema,
  newsletterSignupSchema,
  newsletterSubscriptionSchema,
  newSubscriptionSchema,
  newUserSchema,
  quizAnswersSchema,
  ROLES,
  tipSchema,
  topicSubscriptionSchema,
  type AnswerCount,
  type LoginChallenge,
  type NewsletterListStatus,
  type NewsletterTokenOutcome,
  type NewsletterTokenPurpose,
  type QuestionVoters,
  type QueuedMail,
  type Role,
  type StoredQuizAnswer,
  type Subscription,
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
  role: string;
  created_at: number;
}

const USER_COLUMNS = 'id, email, name, password_hash, role, created_at';

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  // A role this code does not know (written by a newer version) counts as the least one.
  role: (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'reader',
  createdAt: row.created_at,
});

const QUEUED_MAIL_COLUMNS = `id, kind, message, not_after AS "notAfter", attempts`;

const CHALLENGE_COLUMNS = `token_hash AS "tokenHash", user_id AS "userId", code_hash AS "codeHash",
  expires_at AS "expiresAt", attempts, used_at AS "usedAt"`;

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", product, starts_at AS "startsAt",
  ends_at AS "endsAt"`;

/** `?, ?, …` for an IN list of `values` (never empty: the callers check). */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

interface SubscriptionStateRow {
  listCode: string;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
}

const toListStatus = (row: SubscriptionStateRow): NewsletterListStatus => ({
  listCode: row.listCode,
  status:
    row.unsubscribedAt !== null
      ? 'unsubscribed'
      : row.confirmedAt !== null
        ? 'confirmed'
        : 'pending',
});

export function sqlUserData(db: SqlEngine, now: () => number = Date.now): UserDataStore {
  const store: UserDataStore = {
    async createUser(input) {
      const user = newUserSchema.parse(input);
      const row = await db.get<UserRow>(
        `INSERT INTO users (email, email_key, name, password_hash, role, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING
         RETURNING ${USER_COLUMNS}`,
        [user.email, emailKey(user.email), user.name, user.passwordHash, user.role, now()],
      );
      return row ? { ok: true, user: toUser(row) } : { ok: false, reason: 'email-taken' };
    },

    async findUserByEmail(email) {
      const row = await db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = ?`, [
        emailKey(email),
      ]);
      return row ? toUser(row) : null;
    },

    async findUserById(id) {
      const row = await db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
      return row ? toUser(row) : null;
    },

    async setRole(userId, role) {
      if (!ROLES.includes(role)) throw new Error(`unknown role ${String(role)}`);
      await db.run('UPDATE users SET role = ? WHERE id = ?', [role, userId]);
    },

    async createLoginChallenge(input) {
      const challenge = newLoginChallengeSchema.parse(input);
      await db.run(
        `INSERT INTO login_challenges (token_hash, user_id, code_hash, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
        [challenge.tokenHash, challenge.userId, challenge.codeHash, now(), challenge.expiresAt],
      );
    },

    async findLoginChallenge(tokenHash) {
      const row = await db.get<LoginChallenge>(
        `SELECT ${CHALLENGE_COLUMNS} FROM login_challenges WHERE token_hash = ?`,
        [tokenHash],
      );
      return row ?? null;
    },

    async countWrongCode(tokenHash) {
      const row = await db.get<{ attempts: number }>(
        `UPDATE login_challenges SET attempts = attempts + 1 WHERE token_hash = ?
         RETURNING attempts`,
        [tokenHash],
      );
      return row?.attempts ?? 0;
    },

    async consumeLoginChallenge(tokenHash, at) {
      // One statement: of two simultaneous uses, exactly one changes the row.
      const changed = await db.run(
        `UPDATE login_challenges SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
        [at, tokenHash, at],
      );
      return changed === 1;
    },

    async issueRefreshToken(input) {
      const token = newRefreshTokenSchema.parse(input);
      await db.run(
        `INSERT INTO refresh_tokens (token_hash, family, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
        [token.tokenHash, token.family, token.userId, now(), token.expiresAt],
      );
    },

    async useRefreshToken(tokenHash, at) {
      const used = await db.get<{ userId: number; family: string }>(
        `UPDATE refresh_tokens SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
         RETURNING user_id AS "userId", family`,
        [at, tokenHash, at],
      );
      if (used) return { status: 'ok', ...used };
      const known = await db.get<{ userId: number; family: string; usedAt: number | null }>(
        `SELECT user_id AS "userId", family, used_at AS "usedAt" FROM refresh_tokens
         WHERE token_hash = ?`,
        [tokenHash],
      );
      if (!known?.usedAt) return { status: 'invalid' };
      await store.revokeFamily(known.family, at);
      return { status: 'reused', userId: known.userId, family: known.family };
    },

    async revokeFamily(family, at) {
      await db.run(
        'UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL',
        [at, family],
      );
    },

    async hit(bucket, windowMs, at) {
      // One upsert: the first hit of a window starts it, the others count in it.
      const row = await db.get<{ hits: number; windowStart: number }>(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start
             ELSE rate_limits.window_start END
         RETURNING hits, window_start AS "windowStart"`,
        [bucket, at, at - windowMs, at - windowMs],
      );
      return row!;
    },

    async addSubscription(input) {
      const subscription = newSubscriptionSchema.parse(input);
      const row = await db.get<Subscription>(
        `INSERT INTO subscriptions (user_id, product, starts_at, ends_at) VALUES (?, ?, ?, ?)
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [subscription.userId, subscription.product, subscription.startsAt, subscription.endsAt],
      );
      return row!;
    },

    async subscriptions(userId, { showFinished, now: at }) {
      return db.all<Subscription>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
         WHERE user_id = ? ${showFinished ? '' : 'AND ends_at > ?'}
         ORDER BY ends_at DESC, id DESC`,
        showFinished ? [userId] : [userId, at],
      );
    },

    async subscribeNewsletter(input, signupInput) {
      const subscription = newsletterSubscriptionSchema.parse(input);
      const signup = signupInput ? newsletterSignupSchema.parse(signupInput) : null;
      // Sorted: two sign-ups of one address lock its rows in the same order (no deadlock).
      const listCodes = [...new Set(subscription.listCodes)].sort();
      const key = emailKey(subscription.email);
      const at = now();
      const mailed = await db.transaction(async (tx) => {
        for (const code of listCodes) {
          // A list the address had left starts over: pending, and a confirmation mail may go.
          await tx.run(
            `INSERT INTO newsletter_subscriptions
               (email_key, list_code, email, first_name, last_name, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (email_key, list_code) DO UPDATE SET email = excluded.email,
               first_name = excluded.first_name, last_name = excluded.last_name,
               updated_at = excluded.updated_at,
               confirmed_at = CASE WHEN newsletter_subscriptions.unsubscribed_at IS NULL
                 THEN newsletter_subscriptions.confirmed_at END,
               confirm_mailed_at = CASE WHEN newsletter_subscriptions.unsubscribed_at IS NULL
                 THEN newsletter_subscriptions.confirm_mailed_at END,
               unsubscribed_at = NULL`,
            [key, code, subscription.email, subscription.firstName, subscription.lastName, at, at],
          );
        }
        if (!signup) return false;
        // The claim is one statement on rows this transaction holds: of two identical sign-ups at
        // once, one sends the mail.
        const claimed = await tx.run(
          `UPDATE newsletter_subscriptions SET confirm_mailed_at = ?
           WHERE email_key = ? AND list_code IN (${placeholders(listCodes)})
             AND (confirm_mailed_at IS NULL OR confirm_mailed_at <= ?)`,
          [at, key, ...listCodes, at - signup.resendAfterMs],
        );
        if (claimed === 0) return false;
        await tx.insertMany(
          'newsletter_tokens',
          ['token_hash', 'list_code', 'email_key', 'purpose', 'created_at', 'expires_at'],
          listCodes.flatMap((code) => [
            [signup.confirmHash, code, key, 'confirm', at, signup.confirmExpiresAt],
            [signup.unsubscribeHash, code, key, 'unsubscribe', at, null],
          ]),
        );
        return true;
      });
      return { listCodes, mailClaimedAt: mailed ? at : null };
    },

    async newsletterLists(email) {
      const rows = await db.all<{ code: string }>(
        `SELECT list_code AS code FROM newsletter_subscriptions
         WHERE email_key = ? AND unsubscribed_at IS NULL ORDER BY list_code`,
        [emailKey(email)],
      );
      return rows.map((row) => row.code);
    },

    async newsletterStatus(email) {
      const rows = await db.all<SubscriptionStateRow>(
        `SELECT list_code AS "listCode", confirmed_at AS "confirmedAt",
           unsubscribed_at AS "unsubscribedAt"
         FROM newsletter_subscriptions WHERE email_key = ? ORDER BY list_code`,
        [emailKey(email)],
      );
      return rows.map(toListStatus);
    },

    async findNewsletterToken(tokenHash) {
      const rows = await db.all<
        SubscriptionStateRow & {
          purpose: NewsletterTokenPurpose;
          email: string;
          expiresAt: number | null;
          usedAt: number | null;
        }
      >(
        `SELECT t.purpose, s.email, t.expires_at AS "expiresAt", t.used_at AS "usedAt",
           t.list_code AS "listCode", s.confirmed_at AS "confirmedAt",
           s.unsubscribed_at AS "unsubscribedAt"
         FROM newsletter_tokens t
         JOIN newsletter_subscriptions s ON s.email_key = t.email_key AND s.list_code = t.list_code
         WHERE t.token_hash = ? ORDER BY t.list_code`,
        [tokenHash],
      );
      const [first] = rows;
      if (!first) return null;
      return {
        purpose: first.purpose,
        email: first.email,
        expiresAt: first.expiresAt,
        usedAt: first.usedAt,
        lists: rows.map(toListStatus),
      };
    },

    async confirmNewsletter(tokenHash, { now: at, listCodes }) {
      const allowed = [...new Set(listCodes)];
      if (allowed.length === 0) return { status: 'invalid' };
      return db.transaction(async (tx): Promise<NewsletterTokenOutcome> => {
        // One statement uses the token up: of two clicks at once, one confirms.
        const used = await tx.all<{ emailKey: string; listCode: string }>(
          `UPDATE newsletter_tokens SET used_at = ?
           WHERE token_hash = ? AND purpose = 'confirm' AND used_at IS NULL AND expires_at > ?
             AND list_code IN (${placeholders(allowed)})
           RETURNING email_key AS "emailKey", list_code AS "listCode"`,
          [at, tokenHash, at, ...allowed],
        );
        if (used.length === 0) {
          const known = await tx.all<{ usedAt: number | null }>(
            `SELECT used_at AS "usedAt" FROM newsletter_tokens
             WHERE token_hash = ? AND purpose = 'confirm'
               AND list_code IN (${placeholders(allowed)})`,
            [tokenHash, ...allowed],
          );
          if (known.length === 0) return { status: 'invalid' };
          return { status: known.some((row) => row.usedAt !== null) ? 'used' : 'expired' };
        }
        const codes = used.map((row) => row.listCode).sort();
        const rows = await tx.all<{ email: string }>(
          `UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, ?),
             unsubscribed_at = NULL, updated_at = ?
           WHERE email_key = ? AND list_code IN (${placeholders(codes)})
           RETURNING email`,
          [at, at, used[0]!.emailKey, ...codes],
        );
        return { status: 'done', email: rows[0]?.email ?? used[0]!.emailKey, listCodes: codes };
      });
    },

    async unsubscribeNewsletter(tokenHash, { now: at, listCodes }) {
      const allowed = [...new Set(listCodes)];
      if (allowed.length === 0) return { status: 'invalid' };
      return db.transaction(async (tx): Promise<NewsletterTokenOutcome> => {
        const tokens = await tx.all<{ emailKey: string; listCode: string }>(
          `UPDATE newsletter_tokens SET used_at = COALESCE(used_at, ?)
           WHERE token_hash = ? AND purpose = 'unsubscribe'
             AND list_code IN (${placeholders(allowed)})
           RETURNING email_key AS "emailKey", list_code AS "listCode"`,
          [at, tokenHash, ...allowed],
        );
        if (tokens.length === 0) return { status: 'invalid' };
        const codes = tokens.map((row) => row.listCode).sort();
        // The first unsubscribe's time stays; a repeat changes nothing.
        const rows = await tx.all<{ email: string }>(
          `UPDATE newsletter_subscriptions SET
             updated_at = CASE WHEN unsubscribed_at IS NULL THEN ? ELSE updated_at END,
             unsubscribed_at = COALESCE(unsubscribed_at, ?)
           WHERE email_key = ? AND list_code IN (${placeholders(codes)})
           RETURNING email`,
          [at, at, tokens[0]!.emailKey, ...codes],
        );
        return { status: 'done', email: rows[0]?.email ?? tokens[0]!.emailKey, listCodes: codes };
      });
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
        // PostgreSQL: one voter's submissions to one quiz take turns, so two different answers sent
        // at once cannot both survive the delete (SQLite's BEGIN IMMEDIATE already serialises).
        if (tx.kind === 'postgres') {
          await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`quiz:${quizId}:${voter}`]);
        }
        for (const { questionId, responses } of answers) {
          await tx.run(
            'DELETE FROM quiz_answers WHERE quiz_id = ? AND voter = ? AND question_id = ?',
            [quizId, voter, questionId],
          );
          const byAnswer = new Map(responses.map((r) => [r.answerId, r.optionId]));
          await tx.insertMany(
            'quiz_answers',
            ['quiz_id', 'voter', 'question_id', 'answer_id', 'option_id', 'answered_at'],
            [...byAnswer].map(([answerId, optionId]) => [
              quizId,
              voter,
              questionId,
              answerId,
              optionId,
              at,
            ]),
          );
        }
      });
    },

    async quizAnswers(quizId, voter) {
      const rows = await db.all<{ questionId: string; answerId: string; optionId: string | null }>(
        `SELECT question_id AS "questionId", answer_id AS "answerId", option_id AS "optionId"
         FROM quiz_answers WHERE quiz_id = ? AND voter = ? ORDER BY question_id, answer_id`,
        [quizId, voter],
      );
      const byQuestion = new Map<string, StoredQuizAnswer['responses']>();
      for (const { questionId, answerId, optionId } of rows) {
        byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), { answerId, optionId }]);
      }
      return [...byQuestion].map(([questionId, responses]) => ({ questionId, responses }));
    },

    async answerCounts(quizId) {
      return db.all<AnswerCount>(
        `SELECT question_id AS "questionId", answer_id AS "answerId", option_id AS "optionId",
           CAST(count(*) AS INTEGER) AS count
         FROM quiz_answers WHERE quiz_id = ?
         GROUP BY question_id, answer_id, option_id
         ORDER BY question_id, answer_id, COALESCE(option_id, '')`,
        [quizId],
      );
    },

    async questionVoters(quizId) {
      return db.all<QuestionVoters>(
        `SELECT question_id AS "questionId", CAST(count(DISTINCT voter) AS INTEGER) AS voters
         FROM quiz_answers WHERE quiz_id = ? GROUP BY question_id ORDER BY question_id`,
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

    async queueMail(input) {
      const mail = newQueuedMailSchema.parse(input);
      const at = now();
      const row = await db.get<{ id: number }>(
        `INSERT INTO mail_queue (kind, message, created_at, not_after, next_attempt_at, claimed_until)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
        [mail.kind, mail.message, at, mail.notAfter, at, mail.claimedUntil],
      );
      return row!.id;
    },

    async claimDueMail(at, claimedUntil, limit) {
      return db.transaction(async (tx) => {
        const due = await tx.all<QueuedMail>(
          `SELECT ${QUEUED_MAIL_COLUMNS} FROM mail_queue
           WHERE next_attempt_at <= ? AND claimed_until <= ? AND not_after > ?
           ORDER BY next_attempt_at, id LIMIT ?`,
          [at, at, at, Math.max(1, limit)],
        );
        const claimed: QueuedMail[] = [];
        for (const mail of due) {
          // Still unclaimed once this row's lock is ours (PostgreSQL: another sender's claim that
          // committed meanwhile makes this update change nothing).
          const changed = await tx.run(
            'UPDATE mail_queue SET claimed_until = ? WHERE id = ? AND claimed_until <= ?',
            [claimedUntil, mail.id, at],
          );
          if (changed === 1) claimed.push(mail);
        }
        return claimed;
      });
    },

    async removeMail(id) {
      await db.run('DELETE FROM mail_queue WHERE id = ?', [id]);
    },

    async retryMail(id, nextAttemptAt, error) {
      await db.run(
        `UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = ?, claimed_until = 0,
           last_error = ? WHERE id = ?`,
        [nextAttemptAt, error.slice(0, 1_000), id],
      );
    },

    async dropExpiredMail(at) {
      const rows = await db.all<{ kind: string }>(
        'DELETE FROM mail_queue WHERE not_after <= ? AND claimed_until <= ? RETURNING kind',
        [at, at],
      );
      return rows.map((row) => row.kind);
    },

    async queuedMailCount() {
      const row = await db.get<{ n: number }>(
        'SELECT CAST(count(*) AS INTEGER) AS n FROM mail_queue',
      );
      return row!.n;
    },

    close: () => db.close(),
  };
  return store;
}
