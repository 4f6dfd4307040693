// `npm run content`: runs contentlayer2 over data/ and imports everything into the content store (the
// embedded SQLite file, or PostgreSQL when DATABASE_URL is set).
// Then the demo accounts (scripts/content/demoUsers.ts) and the tippjáték's demo tips
// (scripts/content/demoPredictions.ts) unless DEMO_USERS=0.
// `--generate N` adds N synthetic archive articles (deterministic) for archive-scale benchmarks.
// `--now <ISO date-time>` writes the demo world for that instant instead of now (the tests' clock,
// tests/setup/testStore.ts).
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import { seedDemoPredictions } from './demoPredictions';
import { seedDemoUsers } from './demoUsers';
import { generateArchive } from './generateArchive';
import { importContent } from './importContent';
import { runContentlayer } from './readDemo';

async function main() {
  const started = Date.now();
  runContentlayer();
  const index = process.argv.indexOf('--generate');
  const archiveSize = index >= 0 ? Number(process.argv[index + 1]) : 0;
  if (!Number.isInteger(archiveSize) || archiveSize < 0)
    throw new Error('--generate takes a whole number');
  const nowIndex = process.argv.indexOf('--now');
  const now = nowIndex >= 0 ? Date.parse(process.argv[nowIndex + 1] ?? '') : undefined;
  if (Number.isNaN(now)) throw new Error('--now takes an ISO date-time');
  const summary = await importContent({
    archive: archiveSize ? generateArchive(archiveSize) : undefined,
    now,
  });
  console.log(
    `content store written to ${summary.file} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      ` (demo dates moved by ${summary.shiftWeeks} weeks):`,
    summary.counts,
  );
  if (process.env.DEMO_USERS !== '0') {
    const store = await getUserDataStore();
    const created = await seedDemoUsers(store);
    const tips = await seedDemoPredictions(store);
    await store.close();
    if (created.length) console.log(`demo accounts created: ${created.join(', ')}`);
    if (tips) console.log(`demo tips stored: ${tips}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
