// Newsletter subscriptions by address and list with double opt-in: the sign-up and the claim of its
// confirmation mail in one transaction, the mails' confirm and unsubscribe tokens, each used once.
import {
  newsletterSignupSchema,
  newsletterSubscriptionSchema,
  type NewsletterListStatus,
  type NewsletterTokenOutcome,
  type NewsletterTokenPurpose,
  type UserDataStore,
} from '../userDataStore';
import { emailKey, type UserDataContext } from './context';

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

export function newsletterQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  | 'subscribeNewsletter'
  | 'newsletterLists'
  | 'newsletterStatus'
  | 'findNewsletterToken'
  | 'confirmNewsletter'
  | 'unsubscribeNewsletter'
> {
  return {
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
  };
}
