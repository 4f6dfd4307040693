// getStaticProps of the front page (SPEC sections 3, 4, 9): the editors' blocks (a block at position
// 1000 is breaking news and makes the header transparent), the automatic block in one of four
// layouts drawn without repeats, the recommender lists with their caps, and the shared data widgets.
import type { GetStaticProps } from 'next';
import { getContentSource } from '../content/getContentSource';
import { getFrontPageBlocks } from '../content/services/frontPage';
import { getRecommended } from '../content/services/recommended';
import { getSharedData } from '../content/services/sharedData';
import { RECOMMENDER_VERSIONS } from '../constants';
import { loadShell } from '../loadShell';
import { drawAutoBlockVersion } from '../rules/autoBlockVersion';
import { isHeaderTransparent } from '../rules/headerTransparency';
import type { CommonData } from '../schemas/commonData';
import type { ShellData } from '../shellData';
import type { ListItem } from '../schemas/article';

const teaserFields = [
  'id',
  'title',
  'url',
  'pubDate',
  'updatedAt',
  'flags',
  'imageSrc',
  'imageSrcSet',
  'ctUrl',
] as const satisfies ReadonlyArray<keyof ListItem>;

/** What a front page teaser shows; the lead only where the block prints it (cover). */
export type TeaserItem = Pick<ListItem, (typeof teaserFields)[number]> & { lead?: string };

function toTeaser(item: ListItem, withLead = false): TeaserItem {
  const teaser = Object.fromEntries(
    teaserFields.map((field) => [field, item[field]]),
  ) as TeaserItem;
  return withLead ? { ...teaser, lead: item.lead } : teaser;
}

export const FRONT_REVALIDATE_SECONDS = 30;

export interface FrontBlock {
  position: number;
  type: 'cover' | 'list' | 'auto' | 'breaking';
  title: string | null;
  items: TeaserItem[];
}

export interface FrontPageProps {
  shell: ShellData;
  renderedAt: number;
  blocks: FrontBlock[];
  autoVersion: number;
  recommended: {
    important: TeaserItem[];
    newest: TeaserItem[];
    favorite: TeaserItem[];
    pr: TeaserItem[];
  };
  shared: Pick<CommonData, 'exchangesRates' | 'weatherData' | 'trendingTags' | 'floodingData'>;
}

/** Auto block versions drawn so far in this round (per server process, across regenerations). */
let usedAutoVersions: number[] = [];

export const frontPageStaticProps: GetStaticProps<FrontPageProps> = async () => {
  const source = getContentSource();
  const draw = drawAutoBlockVersion(usedAutoVersions, Math.random);
  usedAutoVersions = draw.used;
  const recommenderVersion = 1 + Math.floor(Math.random() * RECOMMENDER_VERSIONS);
  const [blocks, recommended, shared] = await Promise.all([
    getFrontPageBlocks(source),
    getRecommended(source, recommenderVersion),
    getSharedData(source),
  ]);
  return {
    props: {
      shell: await loadShell({
        headerTransparent: isHeaderTransparent({
          page: 'front',
          blockPositions: blocks.map((b) => b.position),
        }),
      }),
      renderedAt: Date.now(),
      blocks: blocks.map((block) => ({
        ...block,
        items: block.items.map((item) => toTeaser(item, block.type === 'cover')),
      })),
      autoVersion: draw.version,
      recommended: {
        important: recommended.important.map((item) => toTeaser(item)),
        newest: recommended.newest.map((item) => toTeaser(item)),
        favorite: recommended.favorite.map((item) => toTeaser(item)),
        pr: [...recommended.pr, ...recommended.after, ...recommended.g7].map((item) =>
          toTeaser(item),
        ),
      },
      shared: {
        exchangesRates: shared.exchangesRates,
        weatherData: shared.weatherData,
        trendingTags: shared.trendingTags,
        floodingData: shared.floodingData,
      },
    },
    revalidate: FRONT_REVALIDATE_SECONDS,
  };
};
