// Rate-limit windows, one row per bucket, shared by every instance on the store.
import type { UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

export function rateLimitQueries({ db }: UserDataContext): Pick<UserDataStore, 'hit'> {
  return {
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
  };
}
