// Issue 17: what readers submit is never lost or doubled. 1,000 concurrent mixed submissions (quiz
// answers, newsletter sign-ups, topic follows, and since issue 31 tippjáték tips: one per reader, every
// accepted one readable by its key) over HTTP to the main e2e site, then its user-data store (the
// SQLite file var/userdata.db) holds exactly the rows they mean. The same check runs on
// PostgreSQL with two instances behind nginx in scripts/test-scale.ts.
import path from 'node:path';
import { expect, test } from './guardedTest';
import { userDataEngine } from '@/lib/userdata/getUserDataStore';
import { mainEditionTargets, runSubmissionLoad } from '@/tests/support/submissionLoad';
import { editionOf } from './edition';

test('1,000 concurrent mixed submissions are each stored exactly once (SQLite)', async ({
  baseURL,
}, testInfo) => {
  test.skip(
    editionOf(testInfo).slug !== 'main',
    'one run is enough: both editions share the store',
  );
  test.setTimeout(240_000);
  const db = userDataEngine({ file: path.join(process.cwd(), 'var', 'userdata.db') });
  try {
    const outcome = await runSubmissionLoad(baseURL!, mainEditionTargets(), db);
    expect(outcome.problems).toEqual([]);
    expect(outcome.found).toEqual(outcome.expected);
    // Every submission was answered as its kind should be: a success, or for a repeated tip the 409
    // that names the reader's first one; none refused otherwise, none failed.
    expect(outcome.unexpected).toEqual({});
    expect(outcome.statuses[409]).toBeGreaterThan(0);
    expect(outcome.sent).toBe(1000);
  } finally {
    await db.close();
  }
});
