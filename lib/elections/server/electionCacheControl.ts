// How long shared caches keep an election answer (issue 31): a count under way a few seconds and never
// stale (like live scores: a poll every 15 s must see it move), a final one the API's usual lifetime.
import { ANSWER_LIFETIME_SECONDS, publicCacheControl } from '../../cachePolicy';

export function electionCacheControl(counting: boolean): string {
  return counting
    ? publicCacheControl(ANSWER_LIFETIME_SECONDS.live, 0)
    : publicCacheControl(ANSWER_LIFETIME_SECONDS.api);
}
