// A live blog's teaser carries the posts it lists (SPEC section 9: pinned, then the 4 newest) and
// whether the blog is live, so it polls for new ones; other teasers carry nothing.
import type { LiveTeaserAnswer } from '../schemas/liveAnswers';

export interface LiveTeaserMark {
  /** Only on a live blog's teaser. */
  liveTeaser?: LiveTeaserAnswer;
}

/** The view `view` of an article with its live blog posts, when it is one of `teasers`' blogs. */
export function withLiveTeaser<T extends { id: number }>(
  view: T,
  teasers: ReadonlyMap<number, LiveTeaserAnswer>,
): T & LiveTeaserMark {
  const liveTeaser = teasers.get(view.id);
  return liveTeaser ? { ...view, liveTeaser } : view;
}
