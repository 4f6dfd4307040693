// The props of the front page (SPEC sections 3, 4, 9), as the page component reads them.
import type { CommonData } from '../schemas/commonData';
import type { PageAds } from './ads';
import type { ScoreWidgetView } from '../schemas/scoreWidget';
import type { EpisodeView } from './podcast';
import type { ShellData } from './shellData';
import type { TeaserItem } from './teaserItem';

export interface FrontBlock {
  position: number;
  type: 'cover' | 'list' | 'auto' | 'breaking';
  title: string | null;
  items: TeaserItem[];
}

export interface FrontPageProps {
  shell: ShellData;
  renderedAt: number;
  /** The page's ad slots (SPEC sections 3, 9), decided on the server. */
  ads: PageAds;
  blocks: FrontBlock[];
  autoVersion: number;
  recommended: {
    important: TeaserItem[];
    newest: TeaserItem[];
    favorite: TeaserItem[];
    pr: TeaserItem[];
  };
  /** The score widget (lib/pages/scoreWidgetProps.ts); null when the front page does not show it. */
  scores: ScoreWidgetView | null;
  shared: Pick<CommonData, 'exchangesRates' | 'weatherData' | 'floodingData'>;
  /** The newest articles' feed (lib/routing/feedPaths.ts). */
  rss: string;
  /** The trending tags with the path their link names. */
  trendingTags: Array<{ slug: string; name: string; href: string }>;
  /**
   * The latest podcast episodes (issue 16), shown before the editors' block at `beforeBlock` (an
   * index among the non-breaking blocks); null when the edition does not show the block.
   */
  podcastBlock: { beforeBlock: number; episodes: EpisodeView[] } | null;
}
