// The links of the Formula 1 page (SPEC section 2): every choice keeps the page's tab and season and
// changes what the link chooses, so each one is a URL the server renders, readable without JavaScript.
import { paths, type F1Param } from '@/lib/routing/paths';
import type { F1Selection } from '@/lib/view/f1';

/** The page's URL with `change` applied to the current tab and season. */
export type F1Href = (change: Partial<Record<F1Param, string | number | null>>) => string;

export function f1Href(selection: F1Selection): F1Href {
  const here = { oldal: selection.tab, szezon: selection.season };
  return (change) => paths.f1({ ...here, ...change });
}
