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
//   the same way, so a line can sponsor a tag across sections or every list page). The section and the
//   tag come from the path's second segment (the route table, lib/routing/routes.ts, says which kind
//   of page a path is): /rovat/{section}, /melleklet/{section} (supplements are
//   sections moved under /melleklet/), /cimke/{tag}. The sub-brand and English lists have their section
//   in the first segment, because /rovat/g7 and /rovat/english redirect there: /g7, /g7/{tab} and
//   /english list 'g7' and 'english'. Author pages and /legfontosabb, /kedvenceink, /kozlemenyek have
//   neither, so only lines with both lists null fit them.
// - On a section page a line that names tags does not fit (the page has no tag), and the other way
//   round; a line naming both a section and tags therefore fits no page.
// - Anything else (front page, articles, documents, search) is not a list page: no line.
import { matchRoute } from '../routing/routes';
import type { SponsoredLine } from '../schemas/sponsoredLine';

export type SponsoredLinePage =
  | { kind: 'newest' }
  | { kind: 'after' }
  | { kind: 'list'; superTag: string | null; tag: string | null };

/** The after brand: its front page slug and its super tag. */
const AFTER_SLUG = 'after';

/** The kind of list page a path is, for sponsored lines; null when it is not a list page. */
export function sponsoredLinePage(path: string): SponsoredLinePage | null {
  const match = matchRoute((path.split(/[?#]/)[0] ?? '').toLowerCase());
  if (!match) return null;
  const [first = null] = match.params;
  const second = first?.split('/')[0] ?? null;
  switch (match.route.kind) {
    case 'legfrissebb':
      return { kind: 'newest' };
    case 'after':
      return { kind: 'after' };
    case 'articles_by_mstag':
    case 'melleklet':
      return { kind: 'list', superTag: second, tag: null };
    case 'articles_by_tag':
      return { kind: 'list', superTag: null, tag: second };
    case 'g7':
      return { kind: 'list', superTag: 'g7', tag: null };
    case 'english':
      return { kind: 'list', superTag: 'english', tag: null };
    case 'articles_by_author':
    case 'list':
      return { kind: 'list', superTag: null, tag: null };
    default:
      return null;
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
  /** Path of the list page (query string ignored). */
  path: string;
  /** The current time, unix milliseconds, like the other rules. */
  now: number;
}

export function chooseSponsoredLine(
  lines: readonly SponsoredLine[],
  { path, now }: SponsoredLineContext,
): SponsoredLine | null {
  const page = sponsoredLinePage(path);
  if (page === null) return null;
  const second = Math.floor(now / 1000);
  return (
    lines.find(
      (line) =>
        line.active && line.dateFrom <= second && second <= line.dateTo && fitsPage(line, page),
    ) ?? null
  );
}
