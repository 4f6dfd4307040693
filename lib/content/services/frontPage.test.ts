// The front page blocks (SPEC section 3 "Frontpage blocks (position 1000 marks a breaking block)"):
// the editors' blocks with their articles in the editors' order, the automatic blocks filled with the
// newest articles the editors did not place (SPEC section 9: latest articles default 6), each block in
// position order, and the named box lists of /api/index/boxes (SPEC section 7).
import fs from 'node:fs';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { readEngine } from '../../store/openStore';
import { storePath } from '../../store/storePath';
import { createStoreSource } from '../storeSource';
import type { ListItem } from '../../schemas/article';
import { LATEST_ARTICLES_DEFAULT } from '../../constants';
import type { FrontPageSource } from '../../schemas/frontpage';
import { getFrontPageBlocks, getIndexBoxes } from './frontPage';

/** cikk-1 is the newest, cikk-20 the oldest. */
const items = Array.from({ length: 20 }, (_, index) =>
  listItemForTest({ id: index + 1, pubDate: 1_795_000_000 - index * 3_600 }),
);
const slugs = (ids: number[]) => ids.map((id) => `cikk-${id}`);

const sourceOf = (blocks: FrontPageSource['blocks']) =>
  fakeSource(items, { documents: { frontpage: { blocks } } });

/** The editors' document, not in position order (the store keeps what the editors saved). */
const EDITORS: FrontPageSource['blocks'] = [
  { position: 1000, type: 'breaking', title: 'Élő', articles: slugs([2]) },
  { position: 2, type: 'list', title: 'Sport', articles: ['cikk-9', 'nincs-ilyen', 'cikk-3'] },
  { position: 1, type: 'cover', articles: slugs([5]) },
  { position: 3, type: 'auto', articles: [] },
  { position: 4, type: 'list', title: 'Üres', articles: ['nincs-ilyen'] },
  { position: 5, type: 'auto', title: 'Délután', articles: [] },
  { position: 6, type: 'auto', articles: [] },
  { position: 7, type: 'auto', articles: [] },
];

const shown = (blocks: Awaited<ReturnType<typeof getFrontPageBlocks>>) =>
  blocks.map((block) => ({
    position: block.position,
    type: block.type,
    title: block.title,
    items: block.items.map((item) => item.slug),
  }));

describe('getFrontPageBlocks', () => {
  it('resolves every block, in position order, and drops the blocks left empty', async () => {
    expect(shown(await getFrontPageBlocks(sourceOf(EDITORS)))).toEqual([
      { position: 1, type: 'cover', title: null, items: slugs([5]) },
      // The editors' order; an article the store does not give (unknown, inactive) is left out.
      { position: 2, type: 'list', title: 'Sport', items: slugs([9, 3]) },
      // The newest articles no editor placed (2, 3, 5 and 9 are), six to a block, no repeats.
      { position: 3, type: 'auto', title: 'Friss', items: slugs([1, 4, 6, 7, 8, 10]) },
      // Position 4 lists nothing the store has: no block. An editor's title is kept.
      { position: 5, type: 'auto', title: 'Délután', items: slugs([11, 12, 13, 14, 15, 16]) },
      { position: 6, type: 'auto', title: 'További hírek', items: slugs([17, 18, 19, 20]) },
      // Position 7: no article left for it.
      { position: 1000, type: 'breaking', title: 'Élő', items: slugs([2]) },
    ]);
    // SPEC section 9: latest articles default 6.
    expect(LATEST_ARTICLES_DEFAULT).toBe(6);
  });

  it('keeps no breaking block whose articles the store does not give', async () => {
    const blocks = await getFrontPageBlocks(
      sourceOf([
        { position: 1000, type: 'breaking', articles: ['nincs-ilyen'] },
        { position: 1, type: 'cover', articles: slugs([1]) },
      ]),
    );
    expect(blocks.map((block) => block.type)).toEqual(['cover']);
  });

  // The editors' document need not list its blocks in position order: the block nearest the top gets
  // the newest articles and the title 'Friss', whatever order the document lists them in.
  it('fills the automatic blocks from the top of the page down', async () => {
    const blocks = await getFrontPageBlocks(
      sourceOf([
        { position: 7, type: 'auto', articles: [] },
        { position: 3, type: 'auto', articles: [] },
      ]),
    );
    expect(shown(blocks).map((block) => [block.position, block.title, block.items[0]])).toEqual([
      [3, 'Friss', 'cikk-1'],
      [7, 'További hírek', 'cikk-7'],
    ]);
  });
});

describe('getIndexBoxes (/api/index/boxes)', () => {
  it('names the breaking box apart, the others top, middle1, middle2 ... in position order', async () => {
    const boxes = await getIndexBoxes(sourceOf(EDITORS));
    const { blocks, ...named } = boxes;
    expect(blocks.map((block) => block.position)).toEqual([1, 2, 3, 5, 6, 1000]);
    expect(
      Object.fromEntries(
        Object.entries(named).map(([name, list]) => [
          name,
          (list as ListItem[]).map((item) => item.slug),
        ]),
      ),
    ).toEqual({
      topBoxItems: slugs([5]),
      middle1BoxItems: slugs([9, 3]),
      middle2BoxItems: slugs([1, 4, 6, 7, 8, 10]),
      middle3BoxItems: slugs([11, 12, 13, 14, 15, 16]),
      middle4BoxItems: slugs([17, 18, 19, 20]),
      breakingBoxItems: slugs([2]),
    });
  });
});

// The demo content's own blocks, read from the local store (var/content.db, written by `npm run
// content`; skipped without it): the editors' titles stay, and the automatic blocks the editors left
// untitled take the dictionary's (hu.ts front.autoBlock*).
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
