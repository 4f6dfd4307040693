// The front page's blocks as the page gets them (SPEC section 3: position 1000 marks a breaking block;
// section 4: the header is transparent on the front page while a breaking block exists; section 5:
// paid content labelled), over the local store (var/content.db, written by `npm run content`; skipped
// without it), main edition, with the editors' document replaced where a test says so.
import fs from 'node:fs';
import { BREAKING_BLOCK_POSITION } from '../constants';
import { getContentSource } from '../content/getContentSource';
import type { RenderMode } from '../routing/renderMode';
import { frontPageSourceSchema, type FrontPageSource } from '../schemas/frontpage';
import { storePath } from '../store/storePath';
import type { FrontPageProps } from '../view/frontPage';
import { loadFrontPage } from './frontPageProps';
import { pinTestClock } from '@/tests/clock/testClock';

// The demo store's world and the dates it renders are those of the tests' clock.
pinTestClock();

const editors = vi.hoisted(() => {
  delete process.env.CONTENT_API_URL;
  delete process.env.NEXT_PUBLIC_EDITION;
  /** The editors' front page document the store answers instead of its own, when set. */
  return { frontpage: undefined as FrontPageSource | undefined };
});

vi.mock('../content/getContentSource', async (importOriginal) => {
  const real = await importOriginal<typeof import('../content/getContentSource')>();
  return {
    getContentSource: () => {
      const source = real.getContentSource();
      const replaced = editors.frontpage;
      if (!replaced) return source;
      return {
        ...source,
        getDocument: (kind: string, key?: string) =>
          kind === 'frontpage' ? Promise.resolve(replaced) : source.getDocument(kind, key),
      };
    },
  };
});

async function frontPage(mode: RenderMode = 'web'): Promise<FrontPageProps> {
  const result = await loadFrontPage({ params: {}, page: 1, mode, draftMode: false });
  if (!('props' in result)) throw new Error(JSON.stringify(result));
  return result.props;
}

describe.skipIf(!fs.existsSync(storePath()))('loadFrontPage over the store', () => {
  let stored: FrontPageSource;
  beforeAll(async () => {
    editors.frontpage = undefined;
    stored = frontPageSourceSchema.parse(await getContentSource().getDocument('frontpage'));
  });
  afterEach(() => {
    editors.frontpage = undefined;
  });

  it('shows the editors’ blocks in position order; the breaking block makes the header transparent', async () => {
    const props = await frontPage();
    const positions = props.blocks.map((block) => block.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(props.blocks.find((block) => block.type === 'breaking')).toMatchObject({
      position: BREAKING_BLOCK_POSITION,
      items: [{ url: '/kulfold/2026/11/21/haboru-ukrajnaban-percrol-percre' }],
    });
    expect(props.blocks[0]).toMatchObject({
      position: 1,
      type: 'cover',
      items: [{ url: '/belfold/2026/11/19/vihar-szabolcs-aramszunet' }],
    });
    expect(props.shell.headerTransparent).toBe(true);
  });

  it('without a breaking block the header is not transparent', async () => {
    editors.frontpage = {
      blocks: stored.blocks.filter((block) => block.position !== BREAKING_BLOCK_POSITION),
    };
    const props = await frontPage();
    expect(props.blocks.map((block) => block.type)).not.toContain('breaking');
    expect(props.blocks.length).toBeGreaterThan(0);
    expect(props.shell.headerTransparent).toBe(false);
  });

  it('a breaking block whose article is not shown (inactive) is no breaking block', async () => {
    editors.frontpage = {
      blocks: stored.blocks.map((block) =>
        block.position === BREAKING_BLOCK_POSITION
          ? { ...block, articles: ['haziorvosi-ugyelet-atalakitas'] }
          : block,
      ),
    };
    const props = await frontPage();
    expect(props.blocks.map((block) => block.position)).not.toContain(BREAKING_BLOCK_POSITION);
    expect(props.shell.headerTransparent).toBe(false);
  });

  it('teasers carry what a teaser prints: the lead only on cover blocks, paid content labelled', async () => {
    const props = await frontPage();
    const cover = props.blocks.find((block) => block.type === 'cover')!;
    const list = props.blocks.find((block) => block.type === 'list')!;
    expect(cover.items[0]!.lead).toEqual(expect.any(String));
    expect(cover.items[0]!.lead!.length).toBeGreaterThan(0);
    expect(list.items.every((item) => !('lead' in item))).toBe(true);
    // Nothing the teaser does not print reaches the page's data.
    const printed = ['id', 'title', 'url', 'pubDate', 'updatedAt', 'flags', 'imageSrc', 'imageAlt'];
    const extra = [
      'imageSrcSet',
      'imageColor',
      'ctUrl',
      'lead',
      'partner',
      'english',
      'liveTeaser',
    ];
    for (const item of props.blocks.flatMap((block) => block.items)) {
      expect(printed.every((key) => key in item)).toBe(true);
      expect(Object.keys(item).filter((key) => ![...printed, ...extra].includes(key))).toEqual([]);
    }
    const teasers = props.blocks.flatMap((block) => block.items);
    // SPEC section 9: only a live blog's teaser lists its posts, pinned first, then at most 4 more.
    const withPosts = teasers.filter((item) => item.liveTeaser);
    expect(withPosts.map((item) => item.url)).toEqual([
      expect.stringMatching(/\/haboru-ukrajnaban-percrol-percre$/),
    ]);
    const posts = withPosts[0]!.liveTeaser!.posts;
    const pinned = posts.filter((post) => post.pinned).length;
    expect(pinned).toBeGreaterThan(0);
    expect(posts.slice(0, pinned).every((post) => post.pinned)).toBe(true);
    expect(posts.length - pinned).toBe(4);
    expect(posts[0]!.url).toMatch(/\/haboru-ukrajnaban-percrol-percre#[a-z0-9-]+$/);
    // SPEC section 5: a pr-flagged article is paid content, labelled as such.
    expect(
      teasers.find((item) => item.url.endsWith('/partner-mobilbank-megtakaritasi-celok')),
    ).toMatchObject({ partner: 'pr' });
    expect(
      teasers.find((item) => item.url.endsWith('/magyar-nyelvi-modell-egyetemi-konzorcium')),
    ).toMatchObject({ partner: null });
  });

  it('the app’s front page takes mobile ad units only (SPEC section 9)', async () => {
    const web = Object.values((await frontPage('web')).ads.slots);
    const app = Object.values((await frontPage('app')).ads.slots);
    expect(web.some((slot) => slot?.desktop)).toBe(true);
    expect(app.length).toBeGreaterThan(0);
    expect(app.every((slot) => slot?.desktop === null && slot.mobile)).toBe(true);
  });
});
