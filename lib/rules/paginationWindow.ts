// SPEC section 9 "Pagination window: pages within 1 (2 at ends) of current", and section 2: pagination is
// hidden when totalPages is 1 or less.
//
// What the window means here:
// - the first and the last page are always shown;
// - around the current page, its neighbours within 1 are shown (current 5 of 10: 4, 5, 6);
// - "2 at ends": on the first or the last page there is only one side to show, so 2 neighbours are shown
//   on that side (current 1 of 10: 1, 2, 3 ... 10; current 10 of 10: 1 ... 8, 9, 10). The links beside the
//   current page stay about as many as in the middle of the range;
// - a hidden run of pages becomes one 'gap' marker, except a run of a single page, which is shown as that
//   page: the marker would take the same room and hide a useful link (current 4 of 10: 1, 2, 3, 4, 5 ...).

export type PaginationEntry = number | 'gap';

/** Neighbours shown on each side of the current page. */
const WINDOW_RADIUS = 1;
/** Neighbours shown on the one open side when the current page is the first or the last. */
const WINDOW_RADIUS_AT_ENDS = 2;

/**
 * Page numbers (1-based) and gap markers to render, in order. Empty when there is at most one page.
 * A current page outside 1..totalPages is clamped into it.
 */
export function paginationWindow(current: number, totalPages: number): PaginationEntry[] {
  const last = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (last <= 1) return [];
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), last);
  const radius = page === 1 || page === last ? WINDOW_RADIUS_AT_ENDS : WINDOW_RADIUS;

  const shown = new Set([1, last]);
  for (let p = Math.max(1, page - radius); p <= Math.min(last, page + radius); p += 1) shown.add(p);

  const entries: PaginationEntry[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) entries.push(p - 1);
    else if (p - previous > 2) entries.push('gap');
    entries.push(p);
    previous = p;
  }
  return entries;
}
