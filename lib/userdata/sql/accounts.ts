// Accounts: one per email (in any letter case), with a role.
import { newUserSchema, ROLES, type Role, type User, type UserDataStore } from '../userDataStore';
import { emailKey, type UserDataContext } from './context';

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

export function accountQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'createUser' | 'findUserByEmail' | 'findUserById' | 'setRole'
> {
  return {
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
  };
}
