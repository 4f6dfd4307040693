// Issue 29, item 4: DATA_DIR full. The user-data store on a real SQLite file whose size is capped
// (`max_page_count`: SQLite then answers SQLITE_FULL exactly as on a full disk): every kind of write
// fails with an error the routes answer as 503 with Retry-After (isStoreUnavailable), nothing already
// acknowledged is lost or damaged, and once there is room again writes go through without a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStoreUnavailable } from '../store/storeUnavailable';
import type { SqlEngine } from '../store/sqlEngine';
import { userDataEngine } from './getUserDataStore';
import { migrate, sqlUserData } from './sqlUserData';
import type { UserDataStore } from './userDataStore';

const QUIZ = 'q'.repeat(24);

describe('the user-data store on a full disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-full-'));
  let engine: SqlEngine;
  let store: UserDataStore;
  beforeAll(async () => {
    engine = userDataEngine({ file: path.join(dir, 'userdata.db') });
    await migrate(engine);
    store = sqlUserData(engine);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Every write path of the port, the `n`-th time (distinct rows each time). */
  const writes = (n: number): Array<[string, () => Promise<unknown>]> => [
    ['tip', () => store.submitTip({ text: `${n} ${'x'.repeat(3_000)}`, contact: '', pageUrl: '' })],
    [
      'account',
      () =>
        store.createUser({ email: `olvaso${n}@example.hu`, name: 'Olvasó', passwordHash: null }),
    ],
    [
      'newsletter',
      () =>
        store.subscribeNewsletter({
          email: `hirlevel${n}@example.hu`,
          firstName: 'Anna',
          lastName: '',
          listCodes: ['g7'],
        }),
    ],
    [
      'topic',
      () => store.addTopic({ clientToken: `kliens-${n}-${'t'.repeat(20)}`, topic: 'árvíz' }),
    ],
    [
      'quiz',
      () =>
        store.addOrUpdateQuizAnswers({
          quizId: QUIZ,
          voter: `szavazo-${n}-${'v'.repeat(20)}`,
          answers: [{ questionId: 'k1', responses: [{ answerId: 'a1', optionId: null }] }],
        }),
    ],
    [
      'prediction',
      () =>
        store.submitPrediction({
          game: 'eb-donto',
          voter: `anon:${n}-${'p'.repeat(20)}`,
          key: `teliLemez${String(n).padStart(13, '0')}`,
          answers: { hazai: 2, vendeg: 1 },
          closesAt: Date.now() + 86_400_000,
        }),
    ],
  ];

  it('refuses writes as unavailable, keeps every acknowledged row, and writes again once there is room', async () => {
    const { page_count: pages } = (await engine.get<{ page_count: number }>('PRAGMA page_count'))!;
    await engine.exec(`PRAGMA max_page_count = ${pages + 8}`);
    const acknowledged: string[] = [];
    let refusals = 0;
    for (let n = 0; n < 200 && refusals < 20; n++) {
      for (const [kind, write] of writes(n)) {
        try {
          await write();
          acknowledged.push(`${kind}:${n}`);
        } catch (error) {
          expect(isStoreUnavailable(error), String(error)).toBe(true);
          refusals += 1;
        }
      }
    }
    expect(refusals).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Every write answered before the disk filled is there, row by row; the file is sound.
    const ns = (kind: string) =>
      acknowledged.filter((entry) => entry.startsWith(`${kind}:`)).map((e) => e.split(':')[1]);
    const tips = await store.recentTips(500);
    for (const n of ns('tip')) expect(tips.some((tip) => tip.text.startsWith(`${n} `))).toBe(true);
    for (const n of ns('account'))
      expect(await store.findUserByEmail(`olvaso${n}@example.hu`)).not.toBeNull();
    for (const n of ns('newsletter'))
      expect(await store.newsletterLists(`hirlevel${n}@example.hu`)).toEqual(['g7']);
    for (const n of ns('topic'))
      expect(await store.topics(`kliens-${n}-${'t'.repeat(20)}`)).toEqual(['árvíz']);
    for (const n of ns('quiz'))
      expect(await store.quizAnswers(QUIZ, `szavazo-${n}-${'v'.repeat(20)}`)).toHaveLength(1);
    for (const n of ns('prediction'))
      expect(await store.predictionOf('eb-donto', `anon:${n}-${'p'.repeat(20)}`)).not.toBeNull();
    expect(await engine.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });

    // Room again (an operator freed the disk): the same connection writes.
    await engine.exec('PRAGMA max_page_count = 1073741823');
    for (const [, write] of writes(10_000)) await write();
  });
});
