// The loader of the front page (SPEC sections 3, 4, 9): the editors' blocks (a block at position
// 1000 is breaking news and makes the header transparent), the automatic block in one of four
// layouts drawn without repeats, the recommender lists with their caps, the shared data widgets and
// the score widget the common data configures (issue 32).
import { pageAds } from '../ads/pageAds';
import { getContentSource } from '../content/getContentSource';
import { getFrontPageBlocks } from '../content/services/frontPage';
import { getLiveTeasers } from '../content/services/liveBlog';
import { getRecommended } from '../content/services/recommended';
import { getSharedData } from '../content/services/sharedData';
import { getEpisodes, getPodcastBlockPosition } from '../content/services/podcasts';
import { LATEST_EPISODES_DEFAULT, RECOMMENDER_VERSIONS } from '../constants';
import { feedPaths } from '../routing/feedPaths';
import type { PageLoader } from './pageRequest';
import { frontPageDashboard, scoreWidget } from './scoreWidgetProps';
import { getLiveSport } from '../sport/getLiveSport';
import { finalTagPath } from '../routing/routes';
import { loadShell } from './loadShell';
import { drawAutoBlockVersion } from '../rules/autoBlockVersion';
import { isHeaderTransparent } from '../rules/headerTransparency';
import { podcastBlockIndex, showsPodcastBlock } from '../rules/podcastBlockPlacement';
import type { FrontPageProps } from '../view/frontPage';
import { toEpisodeView } from '../view/podcast';
import { withLiveTeaser } from '../view/liveTeaser';
import { toTeaser } from '../view/teaserItem';

/** Auto block versions drawn so far in this round (per server process, across regenerations). */
let usedAutoVersions: number[] = [];

export const loadFrontPage: PageLoader<FrontPageProps> = async ({ mode }) => {
  const source = getContentSource();
  const draw = drawAutoBlockVersion(usedAutoVersions, Math.random);
  usedAutoVersions = draw.used;
  const recommenderVersion = 1 + Math.floor(Math.random() * RECOMMENDER_VERSIONS);
  const [blocks, recommended, shared, episodes, podcastPosition, uniques] = await Promise.all([
    getFrontPageBlocks(source),
    getRecommended(source, recommenderVersion),
    getSharedData(source),
    getEpisodes(source),
    getPodcastBlockPosition(source),
    source.getDocument('uniques'),
  ]);
  const dashboard = frontPageDashboard(uniques, shared.componentSetup);
  const [liveTeasers, scores] = await Promise.all([
    // SPEC section 9: a live blog in a block shows its pinned posts, then the 4 newest.
    getLiveTeasers(
      source,
      blocks.flatMap((block) => block.items),
    ),
    dashboard ? scoreWidget(getLiveSport(), dashboard) : null,
  ]);
  const latestEpisodes = episodes.slice(0, LATEST_EPISODES_DEFAULT);
  return {
    props: {
      shell: await loadShell({
        headerTransparent: isHeaderTransparent({
          page: 'front',
          blockPositions: blocks.map((b) => b.position),
        }),
      }),
      renderedAt: Date.now(),
      ads: pageAds('front', { renderMode: mode }),
      blocks: blocks.map((block) => ({
        ...block,
        items: block.items.map((item) =>
          withLiveTeaser(toTeaser(item, block.type === 'cover'), liveTeasers),
        ),
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
      rss: feedPaths.newest(),
      trendingTags: shared.trendingTags.map((tag) => ({ ...tag, href: finalTagPath(tag.slug) })),
      podcastBlock: showsPodcastBlock(shared.componentSetup, podcastPosition, latestEpisodes.length)
        ? {
            beforeBlock: podcastBlockIndex(
              blocks.filter((b) => b.type !== 'breaking').map((b) => b.position),
              podcastPosition!,
            ),
            episodes: latestEpisodes.map(toEpisodeView),
          }
        : null,
      scores,
      shared: {
        exchangesRates: shared.exchangesRates,
        weatherData: shared.weatherData,
        floodingData: shared.floodingData,
      },
    },
  };
};
