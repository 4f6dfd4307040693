// Sessions: refresh tokens that rotate within a family; a token used twice revokes its family.
import { newRefreshTokenSchema, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

type RefreshTokenQueries = Pick<
  UserDataStore,
  'issueRefreshToken' | 'useRefreshToken' | 'revokeFamily'
>;

export function refreshTokenQueries({ db, now }: UserDataContext): RefreshTokenQueries {
  const tokens: RefreshTokenQueries = {
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
      await tokens.revokeFamily(known.family, at);
      return { status: 'reused', userId: known.userId, family: known.family };
    },

    async revokeFamily(family, at) {
      await db.run(
        'UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL',
        [at, family],
      );
    },
  };
  return tokens;
}
