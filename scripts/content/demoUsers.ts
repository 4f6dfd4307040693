// The demo accounts (issue 14), created by the demo import (`npm run content`) in the user-data store
// if they are not there yet. Demo data, not secrets: the README lists them. A deployment with real
// readers never runs this (set DEMO_USERS=0).
import { hashPassword } from '@/lib/accounts/passwords';
import type { Role, UserDataStore } from '@/lib/userdata/userDataStore';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoUser {
  email: string;
  name: string;
  password: string;
  role: Role;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'szerkeszto@hirvonal.hu',
    name: 'Szerkesztő Sára',
    password: 'szerkeszto-demo-2026',
    role: 'editor',
  },
  {
    email: 'elofizeto@hirvonal.hu',
    name: 'Előfizető Péter',
    password: 'elofizeto-demo-2026',
    role: 'subscriber',
  },
  {
    email: 'olvaso@hirvonal.hu',
    name: 'Olvasó Olga',
    password: 'olvaso-demo-2026',
    role: 'reader',
  },
];

/** Creates the demo accounts that do not exist yet; the subscriber gets a running and a past subscription. */
export async function seedDemoUsers(store: UserDataStore, now = Date.now()): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    const result = await store.createUser({
      email: demo.email,
      name: demo.name,
      passwordHash: await hashPassword(demo.password),
      role: demo.role,
    });
    if (!result.ok) continue;
    created.push(demo.email);
    if (demo.role === 'subscriber') {
      await store.addSubscription({
        userId: result.user.id,
        product: 'Támogatói tagság (havi)',
        startsAt: now - 30 * DAY_MS,
        endsAt: now + 335 * DAY_MS,
      });
      await store.addSubscription({
        userId: result.user.id,
        product: 'Támogatói tagság (éves)',
        startsAt: now - 730 * DAY_MS,
        endsAt: now - 365 * DAY_MS,
      });
    }
  }
  return created;
}
