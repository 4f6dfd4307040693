// Before the e2e run: the accounts of tests/e2e/accounts.ts in the user-data store the sites use
// ($DATA_DIR/userdata.db), created once (an existing one keeps its password).
import { hashPassword } from '@/lib/accounts/passwords';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import { E2E_PASSWORD, e2eEmail, PURPOSES, type Purpose } from './accounts';
import { runNow } from './runClock';

export default async function globalSetup() {
  const store = await getUserDataStore();
  const passwordHash = await hashPassword(E2E_PASSWORD);
  for (const edition of ['main', 'regional']) {
    for (const [purpose, role] of Object.entries(PURPOSES)) {
      const created = await store.createUser({
        email: e2eEmail(edition, purpose as Purpose),
        name: `E2E ${purpose} ${edition}`,
        passwordHash,
        role,
      });
      if (created.ok && role === 'subscriber') {
        // Current on the sites' clock (tests/e2e/runClock.ts).
        const now = runNow();
        await store.addSubscription({
          userId: created.user.id,
          product: 'Támogatói tagság (havi)',
          startsAt: now - 86_400_000,
          endsAt: now + 30 * 86_400_000,
        });
      }
    }
  }
  await store.close();
}
