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
import { toCard } from './listPageProps';
import type { CardItem } from '@/components/list/ArticleCard';

export const FRONT_REVALIDATE_SECONDS = 30;

export interface FrontBlock {
  position: number;
  type: 'cover' | 'list' | 'auto' | 'breaking';
  title: string | null;
  items: CardItem[];
}

export interface FrontPageProps {
  shell: ShellData;
  renderedAt: number;
  blocks: FrontBlock[];
  autoVersion: number;
  recommended: { important: CardItem[]; newest: CardItem[]; favorite: CardItem[]; pr: CardItem[] };
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
      blocks: blocks.map((block) => ({ ...block, items: block.items.map(toCard) })),
      autoVersion: draw.version,
      recommended: {
        important: recommended.important.map(toCard),
        newest: recommended.newest.map(toCard),
        favorite: recommended.favorite.map(toCard),
        pr: [...recommended.pr, ...recommended.after, ...recommended.g7].map(toCard),
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
