// SPEC section 2: the election supplements' 'Műsorok' tab shows their episodes and videos, and
// usa-2024's 'Elemzések' tab is the supplement's analyses as a paged article list at the tab's path.
import type { ContentSource } from '../content/contentSource';
import { emptyShell } from '../view/shellData';
import type { SupplementPageProps } from '../view/supplementPage';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { loadSupplementPage } from './supplementPageProps';

const tag = (slug: string, id: number) => ({ id, slug, name: slug });
const USA = tag('usa-2024', 1);
const ANALYSIS = tag('elemzes', 2);
const VIDEO = tag('video', 3);

// Twelve analyses (two pages of ten), a plain article with an episode and a video.
const items = [
  ...Array.from({ length: 12 }, (_, i) =>
    listItemForTest({ id: 100 + i, tags: [USA, ANALYSIS], pubDate: 1_730_000_000 + i * 3600 }),
  ),
  listItemForTest({ id: 1, slug: 'trump-gyozelem', tags: [USA], pubDate: 1_730_896_800 }),
  listItemForTest({
    id: 2,
    slug: 'trump-beszed-video',
    tags: [USA, VIDEO],
    pubDate: 1_730_880_000,
  }),
];
const documents = {
  podcasts: [
    { slug: 'urnazaras', name: 'Urnazárás', page: '/podcastok/urnazaras', description: '' },
  ],
  episodes: [
    {
      id: 1,
      slug: 'urnazaras-trump-visszater',
      title: 'Trump visszatér',
      image: null,
      duration: 45,
      sourceUrl: '/uploads/audio/podcast/urnazaras-trump-visszater.mp3',
      podcast: 'urnazaras',
      article: 'trump-gyozelem',
      pubDate: '2024-11-06T18:00:00+01:00',
    },
  ],
};

let source: ContentSource;
vi.mock('../content/getContentSource', () => ({ getContentSource: () => source }));
vi.mock('./loadShell', () => ({ loadShell: async () => emptyShell }));

beforeEach(() => {
  source = fakeSource(items, { documents });
});

async function view(path: string, page = 1) {
  const result = (await loadSupplementPage({
    params: { path },
    page,
    mode: 'web',
    draftMode: false,
  })) as { props?: SupplementPageProps; notFound?: boolean };
  return result.props?.view ?? null;
}

describe('supplement page props, the election shows and analyses tabs', () => {
  it("Műsorok: the supplement's episodes and videos", async () => {
    const shows = await view('usa-2024/musorok');
    expect(shows).toMatchObject({ kind: 'shows', videos: [{ id: 2 }] });
    expect(shows?.kind === 'shows' && shows.episodes.map((e) => e.title)).toEqual([
      'Trump visszatér',
    ]);
  });

  it('Elemzések: the analyses, paged at the tab path, without sub-filters', async () => {
    const first = await view('usa-2024/elemzesek');
    expect(first).toMatchObject({
      kind: 'articles',
      page: 1,
      totalPages: 2,
      basePath: '/melleklet/usa-2024/elemzesek',
      filters: [],
    });
    expect(first?.kind === 'articles' && first.items.map((i) => i.id)[0]).toBe(111);
    const second = await view('usa-2024/elemzesek', 2);
    expect(second?.kind === 'articles' && second.items.map((i) => i.id)).toEqual([101, 100]);
  });

  it('a page past the end of the analyses is a 404', async () => {
    expect(await view('usa-2024/elemzesek', 3)).toBeNull();
  });
});
