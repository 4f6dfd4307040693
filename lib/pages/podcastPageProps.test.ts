// Issue 16: the podcast pages' props from the demo data (data/podcasts.json, data/episodes.json):
// every podcast, its episodes newest first, one episode; 404 for unknown or malformed slugs and for
// an episode under another podcast's path.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentSource } from '../content/contentSource';
import type { PageLoader } from './pageRequest';
import { loadEpisode, loadPodcast, loadPodcastIndex } from './podcastPageProps';

const readData = (file: string) =>
  JSON.parse(fs.readFileSync(path.join('data', file), 'utf8')) as unknown;

const source = {
  getDocument: async (kind: string) => readData(`${kind}.json`),
  getItemsBySlugs: async () => [],
  getMenus: async () => ({ site: [], main: [], sidebar: [], heading: [], extra: [], footer: [] }),
} as unknown as ContentSource;

vi.mock('../content/getContentSource', () => ({ getContentSource: () => source }));

type Result = { props?: Record<string, unknown>; notFound?: boolean };
const run = async (load: PageLoader<unknown>, params: Record<string, string> = {}) =>
  (await load({ params, page: 1, mode: 'web', draftMode: false })) as Result;

describe('podcast page props', () => {
  it('index: every podcast with its newest episodes (at most 3)', async () => {
    const { props } = await run(loadPodcastIndex as PageLoader<unknown>);
    const podcasts = props!.podcasts as Array<{
      podcast: { slug: string; href: string };
      latest: Array<{ slug: string; pubDate: number }>;
    }>;
    expect(podcasts.map((p) => p.podcast.slug)).toEqual([
      'reggeli-kave',
      'kotetlenul',
      'g7-podcast',
      'kvantumugras',
      'urnazaras',
    ]);
    expect(podcasts[0]!.podcast.href).toBe('/podcastok/reggeli-kave');
    expect(podcasts[0]!.latest.map((e) => e.slug)).toEqual([
      'reggeli-kave-2026-11-21',
      'reggeli-kave-2026-11-20',
      'reggeli-kave-2026-11-18',
    ]);
  });

  it('a podcast: all its episodes, newest first', async () => {
    const { props } = await run(loadPodcast as PageLoader<unknown>, { podcast: 'g7-podcast' });
    expect((props!.episodes as Array<{ slug: string }>).map((e) => e.slug)).toEqual([
      'g7-podcast-karacsonyi-bonusz',
      'g7-podcast-korhazi-agy',
      'g7-podcast-lakashitel',
    ]);
  });

  it('an episode, with its page path, audio and length', async () => {
    const { props } = await run(loadEpisode as PageLoader<unknown>, {
      podcast: 'kvantumugras',
      episode: 'kvantumugras-kismuhold',
    });
    expect(props!.episode).toMatchObject({
      slug: 'kvantumugras-kismuhold',
      href: '/podcastok/kvantumugras/kvantumugras-kismuhold',
      sourceUrl: '/uploads/audio/podcast/kvantumugras-kismuhold.mp3',
      duration: 52,
      podcast: { name: 'Kvantumugrás', href: '/podcastok/kvantumugras' },
    });
    expect(props!.article).toBeNull();
  });

  it.each<[string, PageLoader<unknown>, Record<string, string>]>([
    ['unknown podcast', loadPodcast as PageLoader<unknown>, { podcast: 'nincs-ilyen' }],
    ['malformed podcast slug', loadPodcast as PageLoader<unknown>, { podcast: '../x' }],
    [
      'unknown episode',
      loadEpisode as PageLoader<unknown>,
      { podcast: 'kotetlenul', episode: 'nincs' },
    ],
    [
      "another podcast's episode",
      loadEpisode as PageLoader<unknown>,
      { podcast: 'kotetlenul', episode: 'kvantumugras-kismuhold' },
    ],
  ])('404: %s', async (_name, load, params) => {
    expect((await run(load, params)).notFound).toBe(true);
  });
});
