// The first step of the two-step login: a challenge per mailed code, used up once, with its wrong
// attempts counted.
import { newLoginChallengeSchema, type LoginChallenge, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

const CHALLENGE_COLUMNS = `token_hash AS "tokenHash", user_id AS "userId", code_hash AS "codeHash",
  expires_at AS "expiresAt", attempts, used_at AS "usedAt"`;

export function loginChallengeQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'createLoginChallenge' | 'findLoginChallenge' | 'countWrongCode' | 'consumeLoginChallenge'
> {
  return {
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
  };
}
