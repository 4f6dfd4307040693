// Where the front page's latest-episodes block goes (SPEC section 7
// /api/unique/frontpage-podcast-block-position, section 9 "Latest episodes default 4"): it takes the
// place of a block at that position, so it comes after the editors' blocks with a smaller position
// and before those with the same or a larger one; the switch componentSetup.podcastBlock (common
// data) turns it off for an edition.

/** The index among the (position-sorted) blocks before which the podcast block is shown. */
export function podcastBlockIndex(blockPositions: readonly number[], position: number): number {
  return blockPositions.filter((blockPosition) => blockPosition < position).length;
}

/** Whether the front page shows the block: switched on (missing means on), placed, and not empty. */
export function showsPodcastBlock(
  componentSetup: Record<string, unknown>,
  position: number | null,
  episodeCount: number,
): boolean {
  return componentSetup.podcastBlock !== false && position !== null && episodeCount > 0;
}
