// The 'Műsorok' tab of the election supplements (SPEC section 2: valasztas-2024, ep-2024, usa-2024):
// the podcast episodes about the supplement — those whose article carries the supplement's tag, which
// is its slug — and the supplement's video articles (tagged `video`), each newest first.
import { SUPPLEMENT_SHOWS_LIMIT } from '../constants';
import type { ContentSource } from '../content/contentSource';
import { getContentSource } from '../content/getContentSource';
import { getEpisodes } from '../content/services/podcasts';
import { emptyFilters } from '../rules/searchFilters';
import { toCard } from '../view/cardItem';
import { toEpisodeView } from '../view/podcast';
import type { SupplementView } from '../view/supplementPage';

/** The tag of video articles (data/tags/news.json; the supplements' 'Videók' sub-filter). */
const VIDEO_TAG = 'video';

export async function supplementShows(
  slug: string,
  source: ContentSource = getContentSource(),
): Promise<Extract<SupplementView, { kind: 'shows' }>> {
  const [episodes, videos] = await Promise.all([
    getEpisodes(source),
    source.search({
      filters: { ...emptyFilters, parentId: null, allTags: [slug, VIDEO_TAG] },
      page: 1,
      perPage: SUPPLEMENT_SHOWS_LIMIT,
    }),
  ]);
  return {
    kind: 'shows',
    // getEpisodes lists newest first, and resolves an episode's article only in this edition.
    episodes: episodes
      .filter((episode) => episode.article?.tags.some((tag) => tag.slug === slug))
      .slice(0, SUPPLEMENT_SHOWS_LIMIT)
      .map(toEpisodeView),
    videos: videos.items.map(toCard),
  };
}
