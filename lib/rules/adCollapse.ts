// SPEC section 3 names a loadCollapsed flag per ad slot without saying what it does; issue 18 makes it
// CLS-safe: a collapsed slot reserves no space, and when its ad arrives it may open only if the whole
// box lies below the viewport, where growing moves nothing the reader sees (a layout shift counts only
// for visible content). Anywhere else the ad is dropped and the slot stays collapsed.

/** Whether a collapsed slot whose ad has arrived may open, from its box's top edge (viewport px). */
export function collapsedAdMayOpen(boxTop: number, viewportHeight: number): boolean {
  return boxTop >= viewportHeight;
}
