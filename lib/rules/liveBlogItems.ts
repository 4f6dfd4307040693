// SPEC section 9: "Live blog child items limited to 4 after pinned ones" - where a live blog is shown
// as a teaser (lists, front page), its pinned posts come first, then the 4 newest others.
import { LIVEBLOG_CHILDREN_AFTER_PINNED } from '../constants';

export function liveBlogTeaserItems<T extends { pinned: boolean; pubDate: number }>(
  posts: readonly T[],
): T[] {
  const newestFirst = [...posts].sort((a, b) => b.pubDate - a.pubDate);
  return [
    ...newestFirst.filter((post) => post.pinned),
    ...newestFirst.filter((post) => !post.pinned).slice(0, LIVEBLOG_CHILDREN_AFTER_PINNED),
  ];
}
