// `npm run content`: runs contentlayer2 over data/ and imports everything into the content store (the
// embedded SQLite file, or PostgreSQL when DATABASE_URL is set).
// Then the demo accounts (scripts/content/demoUsers.ts) and the tippjáték's demo tips
// (scripts/content/demoPredictions.ts) unless DEMO_USERS=0.
// `--generate N` adds N synthetic archive articles (deterministic) for archive-scale benchmarks.
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
  const summary = await importContent({
    archive: archiveSize ? generateArchive(archiveSize) : undefined,
  });
  console.log(
    `content store written to ${summary.file} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
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
