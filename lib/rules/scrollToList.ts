// SPEC section 2 "Scroll behaviour": after navigation within the same path the page scrolls smoothly
// to the list area (1000 ms, offset -200) - not on the first load, not on the archive, the sport
// section, /after, /g7 or in the app; from g7 to an author page it scrolls to the list too; /after and
// /g7 scroll to the top.
export type ScrollTarget = 'list' | 'top' | null;

const NO_LIST_SCROLL = [
  /^\/archivum(\/|$)/,
  /^\/rovat\/sport(\/|$)/,
  /^\/after(\/|$)/,
  /^\/g7(\/|$)/,
];

const pathOf = (url: string) =>
  (url.split(/[?#]/)[0] ?? '/').toLowerCase().replace(/\/$/, '') || '/';

export function scrollTargetAfterNavigation(options: {
  from: string | null;
  to: string;
  isApp: boolean;
}): ScrollTarget {
  const { from, to, isApp } = options;
  if (from === null || isApp) return null;
  const fromPath = pathOf(from);
  const toPath = pathOf(to);
  if (/^\/(after|g7)(\/|$)/.test(toPath)) return 'top';
  if (/^\/g7(\/|$)/.test(fromPath) && /^\/szerzo\//.test(toPath)) return 'list';
  if (fromPath !== toPath || from === to) return null;
  return NO_LIST_SCROLL.some((pattern) => pattern.test(toPath)) ? null : 'list';
}
