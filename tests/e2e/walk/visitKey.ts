// What the whole-site walk (issue 27) counts as "the same kind of page", so that it visits every page
// kind, every tab and filter of supplements, covers and sport pages, and only a sample of the many
// articles, tags and authors. Pure, so the walk stays bounded and deterministic.
import { matchRoute } from '@/lib/routing/routes';

/** How many pages of one visit key the walk opens in the browser (the rest get an HTTP check). */
const SAMPLE_SIZE: Record<string, number> = {
  single_article: 8,
  liveblog_article: 2,
  articles_by_tag: 3,
  articles_by_author: 3,
  // Every section of the menus.
  articles_by_mstag: 20,
  podcast_episode: 2,
  // Today's rates and a few of the charts (currencies x ranges are many pages of one kind).
  exchange: 3,
};

/** Kinds whose every distinct path (tabs, documents, podcasts, supplements) is a page of its own. */
const EVERY_PATH = new Set([
  'melleklet',
  'tippjatek',
  'g7',
  'doc',
  'support',
  'podcast',
  'list',
  'newsletter',
]);

/** Query parameters that choose another view of the same path (tabs, filters, sport views). */
const VIEW_PARAMS = ['oldal', 'szuro', 'orszag', 'liga', 'nap', 'meccs', 'verseny', 'futam'];

export interface VisitKey {
  /** The page kind of the route table, or 'unknown' (a link the walk will report when it fails). */
  kind: string;
  /** Pages with one key are samples of each other. */
  key: string;
  /** How many pages of this key the walk opens in the browser. */
  budget: number;
}

/** An election supplement's data page (/melleklet/{slug}/adatok/{x}/{y}): one area stands for all. */
const DATA_PAGE = /^\/melleklet\/([^/]+)\/adatok\/[^/]+(?:\/[^/]+)?$/i;

export function visitKeyOf(url: URL): VisitKey {
  const kind = matchRoute(url.pathname)?.route.kind ?? 'unknown';
  const dataPage = DATA_PAGE.exec(url.pathname);
  if (kind === 'melleklet' && dataPage) {
    return { kind, key: `melleklet-data:${dataPage[1]!.toLowerCase()}`, budget: 2 };
  }
  const views = VIEW_PARAMS.filter((name) => url.searchParams.has(name));
  const sport = kind === 'football' || kind === 'formula1';
  // On sport pages `oldal` is a tab (each its own page); on lists it is the page number, and one
  // second page of any list stands for pagination.
  const viewPart = views
    .map((name) => `${name}=${sport && name === 'oldal' ? url.searchParams.get(name) : '*'}`)
    .join('&');
  if (!sport && views.length === 1 && views[0] === 'oldal') {
    return { kind, key: `${kind}?oldal`, budget: 1 };
  }
  if (sport || EVERY_PATH.has(kind)) {
    return { kind, key: `${url.pathname.toLowerCase()}?${viewPart}`, budget: 1 };
  }
  const key = viewPart ? `${kind}?${viewPart}` : kind;
  return { kind, key, budget: SAMPLE_SIZE[kind] ?? 1 };
}
