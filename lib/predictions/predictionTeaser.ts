// What a supplement's tippjáték tab shows of its game (issue 31 item 6: valasztas-2022's tab
// `tippjatek`, lib/routing/supplements.ts): the game's title, description and window, and once scored
// its best few tips, leading to the game page. Not personal (no reader's tip), so the supplement page
// may keep it in its ISR page.
import type { PredictionGameTeaser } from '../view/predictionPage';
import { getPredictions } from './getPredictions';
import type { PredictionService } from './predictionService';
import { gameSummary, leaderboardRows } from './predictionViews';

/** How many of a scored game's best tips the teaser lists. */
export const TEASER_LEADERS = 3;

/** The teaser of game `slug` (data/predictions/{slug}.json), or null when there is no such game. */
export async function predictionGameTeaser(
  slug: string,
  service?: PredictionService,
): Promise<PredictionGameTeaser | null> {
  const predictions = service ?? (await getPredictions());
  const game = predictions.game(slug);
  if (!game) return null;
  const state = await predictions.stateOf(game);
  const ranking = state.result ? await predictions.ranking(game, state.result) : null;
  return {
    ...gameSummary(game, state),
    leaders: ranking ? leaderboardRows(ranking, TEASER_LEADERS) : [],
    total: ranking ? ranking.length : null,
  };
}
