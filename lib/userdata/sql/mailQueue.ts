// The mail queue (issue 29): mails stored before their first attempt, claimed by one sender at a time,
// retried later or dropped once of no use.
import { newQueuedMailSchema, type QueuedMail, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

const QUEUED_MAIL_COLUMNS = `id, kind, message, not_after AS "notAfter", attempts`;

export function mailQueueQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'queueMail' | 'claimDueMail' | 'removeMail' | 'retryMail' | 'dropExpiredMail' | 'queuedMailCount'
> {
  return {
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
  };
}
