// The front page blocks of the demo content (SPEC section 3), read from the local store
// (var/content.db, written by `npm run content`; skipped without it): the editors' titles stay, and
// the automatic blocks the editors left untitled take the dictionary's (hu.ts front.autoBlock*).
import fs from 'node:fs';
import { readEngine } from '../../store/openStore';
import { storePath } from '../../store/storePath';
import { createStoreSource } from '../storeSource';
import { getFrontPageBlocks } from './frontPage';

describe.skipIf(!fs.existsSync(storePath()))('front page blocks of the demo content', () => {
  it('titles the first automatic block Friss and the ones after it További hírek', async () => {
    const blocks = await getFrontPageBlocks(createStoreSource('main', readEngine()));
    expect(blocks.map(({ type, title }) => [type, title])).toEqual([
      ['cover', null],
      ['list', 'Friss'],
      ['auto', 'Friss'],
      ['list', 'Sport'],
      ['cover', 'After'],
      ['list', 'G7'],
      ['auto', 'További hírek'],
      ['list', 'Szép kilátás'],
      ['breaking', 'Élő'],
    ]);
  });
});
