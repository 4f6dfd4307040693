// The public feed paths (DESIGN "Public surface compatibility": /rss, /rss/{rovat|cimke|szerzo}/{slug},
// /rss/legfontosabb, /rss/kedvenceink, /rss/archivum), built here for the feeds, the list results'
// `rss` links and the list pages. Server side: no page's JavaScript needs them.
import { FLAG_LISTS, segment, withQuery, type FlagList, type TaxonList } from './paths';

export const feedPaths = {
  newest: () => '/rss',
  list: (kind: TaxonList, slug: string) => `/rss/${kind}/${segment(slug)}`,
  flagList: (list: FlagList) => `/rss/${list}`,
  /** The feed of a store list (the `rss` link of a list result); null for a list without one. */
  forList: (filter?: { kind: 'tag' | 'mstag' | 'author' | 'flag'; key: string }) => {
    if (!filter) return '/rss';
    if (filter.kind === 'flag') {
      const list = (Object.keys(FLAG_LISTS) as FlagList[]).find(
        (l) => FLAG_LISTS[l] === filter.key,
      );
      return list ? `/rss/${list}` : null;
    }
    const kind = ({ mstag: 'rovat', tag: 'cimke', author: 'szerzo' } as const)[filter.kind];
    return `/rss/${kind}/${segment(filter.key)}`;
  },
  search: (query: { term?: string; filters?: string; oldal?: string; perPage?: string }) =>
    withQuery('/rss/archivum', query),
} as const;
