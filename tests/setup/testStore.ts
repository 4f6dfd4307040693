// Vitest global setup: the content store the unit tests read ($DATA_DIR/content.db, as `npm run
// content` writes it) holds the demo world written for the tests' clock (tests/clock/movedClock.mts),
// so a test may name the dates it sees. A store written for another week's world (the demo's own
// `npm run content`, days later) or none at all is written again, for TEST_NOW.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { storePath } from '../../lib/store/storePath';
import { ensureContentlayer } from '../../scripts/content/readDemo';
import { STORE_SCHEMA_VERSION } from '../../lib/store/schema.sql';
import { worldShiftWeeks } from '../../scripts/content/worldShift';
import { TEST_NOW } from '../clock/movedClock.mts';

/** Why the store is not the tests' world, or null when it is. */
function mismatch(file: string): string | null {
  if (!fs.existsSync(file)) return 'there is none';
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const meta = new Map(
      (
        db.prepare(`SELECT key, value FROM meta`).all() as Array<{ key: string; value: string }>
      ).map((row) => [row.key, row.value]),
    );
    if (meta.get('schemaVersion') !== String(STORE_SCHEMA_VERSION)) {
      return `its schema is version ${meta.get('schemaVersion')}, the code's ${STORE_SCHEMA_VERSION}`;
    }
    const newest = meta.get('worldNewest');
    if (newest === undefined) return 'it was written before the world shift was recorded';
    const weeks = Number(meta.get('worldShiftWeeks'));
    const wanted = worldShiftWeeks(newest || undefined, Date.parse(TEST_NOW));
    return weeks === wanted ? null : `its dates moved ${weeks} weeks, the tests' world ${wanted}`;
  } catch (error) {
    return `it cannot be read (${String(error)})`;
  } finally {
    db.close();
  }
}

export function setup() {
  // Once, before any test file runs: the files that import the demo find it built and never
  // rebuild it under each other.
  ensureContentlayer();
  if (process.env.DATABASE_URL) return;
  const file = storePath();
  const why = mismatch(file);
  if (!why) return;
  console.warn(
    `The content store ${file} is not the tests' world (${why}): writing it for ${TEST_NOW}.`,
  );
  execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/content/build.ts', '--now', TEST_NOW],
    { stdio: 'inherit' },
  );
}
