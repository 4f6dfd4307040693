// SPEC section 5 "Sponsored line choice": which sponsor strip (if any) a list page shows.
//
// How the SPEC sentence is read here:
// - A line is a candidate when it is active and now lies in [dateFrom, dateTo], both ends included, at
//   whole-second precision (the dates are unix seconds; data writes dateTo as 23:59:59). The first
//   candidate that fits the page wins, in the order the lines come.
// - /legfrissebb needs `newest`; /after needs frontPageSlug 'after' or 'after' among mainSuperTags. The
//   listPage flag plays no part on these two.
// - Every other list page needs `listPage`, and the page's section must be among mainSuperTags and its tag
//   among tags, where null means "any" for both lists (tags: as SPEC section 5 says; mainSuperTags: read
//   the same way, so a line can sponsor a tag across sections or every list page). The page is the list
//   route (lib/pages/listRoutes.ts): its kind and the slug its path names, /rovat/{section} (tabs
//   included) and /cimke/{tag}. The sub-brand and English lists have their section in their own kind,
//   because /rovat/g7 and /rovat/english redirect there: /g7, /g7/{tab} and /english list 'g7' and
//   'english'. Author pages and /legfontosabb, /kedvenceink have neither, so only lines with both lists
//   null fit them.
// - On a section page a line that names tags does not fit (the page has no tag), and the other way
//   round; a line naming both a section and tags therefore fits no page.
// - Only list pages ask: the front page, articles, documents and search show no line.
import type { ListKind } from '../routing/routes';
import type { SponsoredLine } from '../schemas/sponsoredLine';

export type SponsoredLinePage =
  | { kind: 'newest' }
  | { kind: 'after' }
  | { kind: 'list'; superTag: string | null; tag: string | null };

/** A list page as the rule sees it: its kind and the section, tag or author slug its path names. */
export interface SponsoredList {
  kind: ListKind;
  slug: string | null;
}

/** The after brand: its front page slug and its super tag. */
const AFTER_SLUG = 'after';

/** What kind of list page a list is, for sponsored lines. */
export function sponsoredLinePage({ kind, slug }: SponsoredList): SponsoredLinePage {
  switch (kind) {
    case 'legfrissebb':
      return { kind: 'newest' };
    case 'after':
      return { kind: 'after' };
    case 'rovat':
      return { kind: 'list', superTag: slug, tag: null };
    case 'cimke':
      return { kind: 'list', superTag: null, tag: slug };
    case 'g7':
    case 'english':
      return { kind: 'list', superTag: kind, tag: null };
    case 'szerzo':
    case 'legfontosabb':
    case 'kedvenceink':
      return { kind: 'list', superTag: null, tag: null };
  }
}

function allows(list: readonly string[] | null, value: string | null): boolean {
  return list === null || (value !== null && list.includes(value));
}

function fitsPage(line: SponsoredLine, page: SponsoredLinePage): boolean {
  switch (page.kind) {
    case 'newest':
      return line.newest;
    case 'after':
      return line.frontPageSlug === AFTER_SLUG || (line.mainSuperTags ?? []).includes(AFTER_SLUG);
    case 'list':
      return (
        line.listPage && allows(line.mainSuperTags, page.superTag) && allows(line.tags, page.tag)
      );
  }
}

export interface SponsoredLineContext {
  list: SponsoredList;
  /** The current time, unix milliseconds, like the other rules. */
  now: number;
}

export function chooseSponsoredLine(
  lines: readonly SponsoredLine[],
  { list, now }: SponsoredLineContext,
): SponsoredLine | null {
  const page = sponsoredLinePage(list);
  const second = Math.floor(now / 1000);
  return (
    lines.find(
      (line) =>
        line.active && line.dateFrom <= second && second <= line.dateTo && fitsPage(line, page),
    ) ?? null
  );
}
