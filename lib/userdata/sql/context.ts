// What every user-data query module shares: the engine (the SQLite file or PostgreSQL, or a
// transaction on it) and the clock that stamps what is written, and how emails are compared.
import type { SqlEngine } from '../../store/sqlEngine';

export interface UserDataContext {
  db: SqlEngine;
  /** Unix ms; tests pass their own clock. */
  now: () => number;
}

/** How emails are compared: an address is the same account in any letter case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
