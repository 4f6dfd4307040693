// Sections, tags and authors: few, so kept in memory per source (loaded on first use) for name lookups
// and autocomplete. Readers' input is compared folded: lowercase, accents removed.
import type { StoreContext } from './context';

export type TaxonKind = 'mstag' | 'tag' | 'author';

export interface Taxon {
  slug: string;
  name: string;
  /** Lowercase, accents removed: what readers' input is compared with. */
  folded: string;
}

export interface Taxonomy {
  taxa(): Promise<Record<TaxonKind, Taxon[]>>;
  /** Filters may name things by slug or, as the search bar's tags do, by their displayed name. */
  resolveKeys(kind: TaxonKind, values: string[]): Promise<string[]>;
}

/** Lowercase without accents, so 'arviz' matches 'Árvíz'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function createTaxonomy({ db, bit }: StoreContext): Taxonomy {
  let loaded: Promise<Record<TaxonKind, Taxon[]>> | undefined;
  async function load(): Promise<Record<TaxonKind, Taxon[]>> {
    const read = async (sql: string, params: unknown[] = []) =>
      (await db.all<{ slug: string; name: string }>(sql, params)).map((row) => ({
        ...row,
        folded: foldText(row.name),
      }));
    const [mstag, tag, author] = await Promise.all([
      read('SELECT slug, name FROM super_tags WHERE active = 1 AND (editions & ?) != 0', [bit]),
      read('SELECT slug, name FROM tags'),
      read('SELECT slug, name FROM authors'),
    ]);
    return { mstag, tag, author };
  }
  function taxa() {
    // A failed load is not kept: the next call tries again.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }
  return {
    taxa,
    async resolveKeys(kind, values) {
      const known = (await taxa())[kind];
      return values.map(
        (value) => known.find((taxon) => taxon.folded === foldText(value))?.slug ?? value,
      );
    },
  };
}
