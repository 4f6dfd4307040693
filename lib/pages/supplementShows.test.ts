// SPEC section 2: an election supplement's 'Műsorok' tab lists the podcast episodes about the
// supplement (their article carries its tag) and its video articles, each newest first.
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { supplementShows } from './supplementShows';

const tag = (slug: string, id: number) => ({ id, slug, name: slug });
const USA = tag('usa-2024', 1);
const EP = tag('ep-2024', 2);
const VIDEO = tag('video', 3);

const items = [
  listItemForTest({ id: 1, slug: 'trump-gyozelem', tags: [USA], pubDate: 1_730_896_800 }),
  listItemForTest({ id: 2, slug: 'harris-trump-vita', tags: [USA], pubDate: 1_726_034_400 }),
  listItemForTest({ id: 3, slug: 'ep-eredmenyek', tags: [EP], pubDate: 1_718_000_000 }),
  listItemForTest({
    id: 4,
    slug: 'harris-konvent-video',
    tags: [USA, VIDEO],
    pubDate: 1_724_389_200,
  }),
  listItemForTest({
    id: 5,
    slug: 'trump-beszed-video',
    tags: [VIDEO, USA],
    pubDate: 1_730_880_000,
  }),
  listItemForTest({ id: 6, slug: 'villamos-video', tags: [VIDEO], pubDate: 1_790_000_000 }),
];

const podcasts = [
  {
    slug: 'urnazaras',
    name: 'Urnazárás',
    page: '/podcastok/urnazaras',
    description: 'Választási műsor.',
  },
];
const episode = (id: number, slug: string, pubDate: string, article?: string) => ({
  id,
  slug,
  title: `Adás ${slug}`,
  image: `/uploads/images/podcast/${slug}.jpg`,
  duration: 45,
  sourceUrl: `/uploads/audio/podcast/${slug}.mp3`,
  podcast: 'urnazaras',
  ...(article ? { article } : {}),
  pubDate,
});
const episodes = [
  episode(1, 'vita', '2024-09-11T07:00:00+02:00', 'harris-trump-vita'),
  episode(2, 'ep-ejszaka', '2024-06-10T07:00:00+02:00', 'ep-eredmenyek'),
  episode(3, 'trump-visszater', '2024-11-06T18:00:00+01:00', 'trump-gyozelem'),
  episode(4, 'cikk-nelkul', '2024-11-07T07:00:00+01:00'),
  // Its article is not published in this edition: the source does not list it.
  episode(5, 'mas-kiadas', '2024-11-08T07:00:00+01:00', 'csak-a-masik-kiadasban'),
];

const source = () => fakeSource(items, { documents: { podcasts, episodes } });

describe('supplementShows', () => {
  it("lists the episodes whose article carries the supplement's tag, newest first, as cards that play", async () => {
    const view = await supplementShows('usa-2024', source());
    expect(view.episodes.map((e) => e.slug)).toEqual(['trump-visszater', 'vita']);
    expect(view.episodes[0]).toMatchObject({
      href: '/podcastok/urnazaras/trump-visszater',
      sourceUrl: '/uploads/audio/podcast/trump-visszater.mp3',
      podcast: { name: 'Urnazárás', href: '/podcastok/urnazaras' },
    });
  });

  it("lists the supplement's video articles newest first, not other videos", async () => {
    const view = await supplementShows('usa-2024', source());
    expect(view.videos.map((v) => v.id)).toEqual([5, 4]);
  });

  it('gives each supplement its own shows, and none to one without', async () => {
    const ep = await supplementShows('ep-2024', source());
    expect(ep.episodes.map((e) => e.slug)).toEqual(['ep-ejszaka']);
    expect(ep.videos).toEqual([]);
    const none = await supplementShows('valasztas-2024', source());
    expect(none).toEqual({ kind: 'shows', episodes: [], videos: [] });
  });
});
