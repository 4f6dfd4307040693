// Sections, tags and authors: few, so kept in memory per source (loaded on first use) for name lookups
// and autocomplete. Readers' input is compared folded: lowercase, accents removed.
import type { LocalContext } from './context';

export type TaxonKind = 'mstag' | 'tag' | 'author';

export interface Taxon {
  slug: string;
  name: string;
  /** Lowercase, accents removed: what readers' input is compared with. */
  folded: string;
}

export interface Taxonomy {
  taxa(): Record<TaxonKind, Taxon[]>;
  /** Filters may name things by slug or, as the search bar's tags do, by their displayed name. */
  resolveKeys(kind: TaxonKind, values: string[]): string[];
}

/** Lowercase without accents, so 'arviz' matches 'Árvíz'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function createTaxonomy({ db, bit }: LocalContext): Taxonomy {
  let loaded: Record<TaxonKind, Taxon[]> | undefined;
  function taxa(): Record<TaxonKind, Taxon[]> {
    const load = (sql: string) =>
      (db().prepare(sql).all(bit) as Array<{ slug: string; name: string }>).map((row) => ({
        ...row,
        folded: foldText(row.name),
      }));
    loaded ??= {
      mstag: load('SELECT slug, name FROM super_tags WHERE active = 1 AND (editions & ?) != 0'),
      tag: load('SELECT slug, name FROM tags WHERE ? > 0'),
      author: load('SELECT slug, name FROM authors WHERE ? > 0'),
    };
    return loaded;
  }
  return {
    taxa,
    resolveKeys: (kind, values) =>
      values.map(
        (value) => taxa()[kind].find((taxon) => taxon.folded === foldText(value))?.slug ?? value,
      ),
  };
}
