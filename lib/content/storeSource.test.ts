// The store adapter over a store imported from the real demo content (dates unshifted), on both
// engines: the embedded SQLite file always, PostgreSQL when one is available (tests/support/postgres.ts).
// The same tests, and the same answers: searches on PostgreSQL find what SQLite finds.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articlesBetween } from '../feeds/archiveByDate';
import { emptyFilters } from '../rules/searchFilters';
import { postgresEngine } from '../store/postgresEngine';
import { STORE_SCHEMA_PG } from '../store/schema.pg';
import type { SqlEngine } from '../store/sqlEngine';
import { sqliteEngine } from '../store/sqliteEngine';
import type { ImportOptions } from '@/scripts/content/importContent';
import { readEngine } from '../store/openStore';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import type { ContentSource } from './contentSource';
import { createStoreSource } from './storeSource';
import { callOwnApi, OWN_API_BASE, serveOwnApi } from '@/tests/fixtures/ownApi';
import { describePortContract } from '@/tests/support/contentPortContract';
import { createRemoteSource } from './remoteSource';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
process.env.DATA_DIR = dir;
process.env.CONTENT_DATE_SHIFT = 'off';

beforeAll(async () => {
  const { ensureContentlayer } = await import('@/scripts/content/readDemo');
  ensureContentlayer();
  const { importContent } = await import('@/scripts/content/importContent');
  await importContent({ images: false, databaseUrl: '' });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A demo article written with active: false. */
const INACTIVE = 'haziorvosi-ugyelet-atalakitas';

/** The embedded store of this file's DATA_DIR, as the site reads it. */
const sqlite = readEngine();

/** A PostgreSQL store imported from the same demo content into a database of its own. */
function postgresStore(): () => SqlEngine {
  let engine: SqlEngine | undefined;
  beforeAll(async () => {
    const url = await freshDatabase('store_source');
    const { importContent } = await import('@/scripts/content/importContent');
    await importContent({ images: false, databaseUrl: url });
    engine = postgresEngine(url, { schema: STORE_SCHEMA_PG });
  }, 120_000);
  afterAll(() => engine?.close());
  return () => engine!;
}

/** Sources of both editions over one engine, made when the tests run. */
function sources(engine: () => SqlEngine) {
  const made = new Map<string, ContentSource>();
  const source = (edition: 'main' | 'regional') => {
    let found = made.get(edition);
    if (!found) {
      found = createStoreSource(edition, engine());
      made.set(edition, found);
    }
    return found;
  };
  // Every port method, called on the source once the engine exists.
  const lazy = (edition: 'main' | 'regional') =>
    new Proxy({} as ContentSource, {
      get: (_, method: keyof ContentSource) => source(edition)[method],
      ownKeys: () => Reflect.ownKeys(source(edition)),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(source(edition), key),
    });
  return { main: lazy('main'), regional: lazy('regional') };
}

describeStoreSource('SQLite', () => sqlite);
describe.skipIf(!postgresAvailable())('PostgreSQL store', () => {
  const postgres = postgresStore();
  describeStoreSource('PostgreSQL', postgres);
  describeSameAnswers(postgres);
});
describeStableIds('SQLite', async () => {
  const file = path.join(dir, 'ids.db');
  return {
    options: { target: file, databaseUrl: '' },
    open: () => sqliteEngine(new Database(file, { readonly: true })),
    file,
  };
});
describe.skipIf(!postgresAvailable())('PostgreSQL ids', () => {
  describeStableIds('PostgreSQL', async () => {
    const url = await freshDatabase('stable_ids');
    return {
      options: { databaseUrl: url },
      open: () => postgresEngine(url, { schema: STORE_SCHEMA_PG }),
    };
  });
});

function describeStoreSource(engineName: string, engine: () => SqlEngine) {
  const { main, regional } = sources(engine);

  describe(`store content source on ${engineName}`, () => {
    it('finds an article by slug with its canonical Budapest-dated URL', async () => {
      const article = await main.getArticle({ slug: 'allampapir-kamatok-2027-mi-eri-meg' });
      expect(article?.url).toBe('/g7/2026/11/16/allampapir-kamatok-2027-mi-eri-meg');
      expect(article?.articleAuthors).toEqual(article?.authors);
      expect(article?.content).toContain('<table>');
      expect(await main.getArticle({ id: article!.id })).toMatchObject({ slug: article!.slug });
    });

    it('keeps editions apart', async () => {
      const list = await regional.listArticles({
        filter: { kind: 'mstag', key: 'erdely' },
        page: 1,
        perPage: 50,
      });
      expect(list.totalItems).toBeGreaterThan(0);
      const slug = list.items[0]!.slug;
      expect(await regional.getArticle({ slug })).not.toBeNull();
      expect(await main.getArticle({ slug })).toBeNull();
      expect(
        (
          await main.listArticles({
            filter: { kind: 'mstag', key: 'erdely' },
            page: 1,
            perPage: 10,
          })
        ).totalItems,
      ).toBe(0);
    });

    it('hides inactive articles unless asked to include them', async () => {
      const all = await main.search({ filters: emptyFilters, page: 1, perPage: 1000 });
      expect(all.items.every((i) => i.active)).toBe(true);
      expect(all.items.map((i) => i.slug)).not.toContain(INACTIVE);
      expect(all.totalItems).toBe(all.items.length);
      expect(await main.getArticle({ slug: INACTIVE })).toBeNull();
      expect(await main.getArticle({ slug: INACTIVE }, { includeInactive: true })).toMatchObject({
        active: false,
      });
    });

    it('lists newest first with stable pagination and totals', async () => {
      const first = await main.listArticles({ page: 1, perPage: 10 });
      const second = await main.listArticles({ page: 2, perPage: 10 });
      expect(first.items).toHaveLength(10);
      expect(first.totalPages).toBe(Math.ceil(first.totalItems / 10));
      const dates = [...first.items, ...second.items].map((i) => i.pubDate);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(20);
      expect(first.items.some((i) => i.type === 'liveblogpost')).toBe(false);
    });

    it('titles tag, section and author lists', async () => {
      expect(
        (
          await main.listArticles({
            filter: { kind: 'mstag', key: 'szepkilatas' },
            page: 1,
            perPage: 5,
          })
        ).title,
      ).toBe('Szép kilátás');
      const author = await main.listArticles({
        filter: { kind: 'author', key: 'bodnar-akos' },
        page: 1,
        perPage: 5,
      });
      expect(author.author?.name).toBe('Bodnár Ákos');
    });

    it('puts important articles on the legfontosabb list', async () => {
      const list = await main.listArticles({
        filter: { kind: 'flag', key: 'legfontosabb' },
        page: 1,
        perPage: 50,
      });
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((i) => i.important)).toBe(true);
    });

    it('searches without accents and case, newest first', async () => {
      const accented = await main.search({
        term: 'állampapír',
        filters: emptyFilters,
        page: 1,
        perPage: 10,
      });
      const plain = await main.search({
        term: 'ALLAMPAPIR',
        filters: emptyFilters,
        page: 1,
        perPage: 10,
      });
      expect(plain.totalItems).toBeGreaterThan(0);
      expect(plain.items.map((i) => i.id)).toEqual(accented.items.map((i) => i.id));
      expect(
        (await main.search({ term: '"NEAR( *', filters: emptyFilters, page: 1, perPage: 10 }))
          .items,
      ).toBeDefined();
    });

    it('filters search by section and tag', async () => {
      const result = await main.search({
        filters: { ...emptyFilters, sections: ['szepkilatas'], anyTags: ['nehez-tura'] },
        page: 1,
        perPage: 10,
      });
      expect(result.totalItems).toBeGreaterThan(0);
      expect(result.items.every((i) => i.tags.some((t) => t.slug === 'nehez-tura'))).toBe(true);
    });

    // Searches without a term start from the shortest named list: the same articles, in the same
    // order, as intersecting the plain lists.
    it.each([
      ['a section and a flag', { sections: ['belfold'], flags: ['legfontosabb'] }],
      ['a flag and a section', { flags: ['legfontosabb'], sections: ['g7'] }],
      ['a section and all of two tags', { sections: ['szepkilatas'], allTags: ['nehez-tura'] }],
      ['a section without a tag', { sections: ['szepkilatas'], notTags: ['nehez-tura'] }],
      ['an author and a section', { authors: ['horvath-gergely'], sections: ['gazdasag'] }],
      [
        'a section and any of two tags',
        { sections: ['belfold'], anyTags: ['budapest', 'oktatas'] },
      ],
    ])('searches %s like intersecting the lists', async (_, filters) => {
      const listed = async (kind: 'mstag' | 'tag' | 'author' | 'flag', key: string) =>
        new Set(
          (await main.listArticles({ filter: { kind, key }, page: 1, perPage: 1000 })).items.map(
            (item) => item.slug,
          ),
        );
      const f = { ...emptyFilters, ...filters };
      const wanted = await Promise.all([
        ...f.sections.map((key) => listed('mstag', key)),
        ...f.allTags.map((key) => listed('tag', key)),
        ...f.authors.map((key) => listed('author', key)),
        ...f.flags.map((key) => listed('flag', key)),
      ]);
      const anyTag = f.anyTags.length
        ? (await Promise.all(f.anyTags.map((key) => listed('tag', key)))).reduce(
            (all, set) => new Set([...all, ...set]),
          )
        : undefined;
      const notTag = await Promise.all(f.notTags.map((key) => listed('tag', key)));
      const everything = await main.listArticles({ page: 1, perPage: 1000 });
      const expected = everything.items
        .map((item) => item.slug)
        .filter(
          (slug) =>
            wanted.every((set) => set.has(slug)) &&
            (!anyTag || anyTag.has(slug)) &&
            notTag.every((set) => !set.has(slug)),
        );

      const found = await main.search({ filters: f, page: 1, perPage: 1000 });
      expect(expected.length).toBeGreaterThan(0);
      expect(found.items.map((item) => item.slug)).toEqual(expected);
      expect(found.totalItems).toBe(expected.length);
    });

    it.each([
      ['a month', { start: Date.parse('2026-11-01T00:00:00+01:00') / 1000, days: 30, found: true }],
      ['one day', { start: Date.parse('2026-11-16T00:00:00+01:00') / 1000, days: 1, found: true }],
      [
        'a month before the archive',
        { start: Date.parse('2001-01-01T00:00:00Z') / 1000, days: 31, found: false },
      ],
    ])(
      'reads %s by date like bisecting the newest-first list',
      async (_, { start, days, found }) => {
        const range = { start, end: start + days * 86_400 };
        const { listArticlesBetween, ...withoutDateQuery } = main;
        const bisected = await articlesBetween(withoutDateQuery, range, 10_000);
        const direct = await listArticlesBetween!(range, 10_000);
        expect(direct.length > 0).toBe(found);
        expect(direct.map((item) => item.slug)).toEqual(bisected.map((item) => item.slug));
        expect(
          direct.every((item) => item.pubDate >= range.start && item.pubDate < range.end),
        ).toBe(true);
        expect((await listArticlesBetween!(range, 2)).length).toBe(Math.min(2, direct.length));
      },
    );

    it('lists live blog posts pinned first, then newest first', async () => {
      const blog = await main.getArticle({ slug: 'haboru-ukrajnaban-percrol-percre' });
      expect(blog?.type).toBe('liveblog');
      const posts = await main.getArticleItems(blog!.id, { page: 1, perPage: 30 });
      expect(posts.totalItems).toBeGreaterThanOrEqual(20);
      const pinnedCount = posts.items.filter((p) => p.pinned).length;
      expect(pinnedCount).toBeGreaterThan(0);
      expect(posts.items.slice(0, pinnedCount).every((p) => p.pinned)).toBe(true);
      const rest = posts.items.slice(pinnedCount).map((p) => p.pubDate);
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
      expect(blog?.version).toBe(1 + posts.totalItems);
    });

    it('autocompletes with category separators', async () => {
      const { items } = await main.autocomplete('tura', emptyFilters);
      const separators = items.filter((i) => i.classes?.includes('separator')).map((i) => i.text);
      expect(separators.length).toBeGreaterThan(0);
      expect(separators.every((s) => ['Rovatok', 'Témák', 'Cím', 'Szerzők'].includes(s))).toBe(
        true,
      );
    });
  });

  // The port's one-read methods, on every engine.
  describePortContract(`store adapter on ${engineName}`, () => main);
}

/** Searches, autocomplete and typeahead answer on PostgreSQL exactly what they answer on SQLite. */
function describeSameAnswers(postgres: () => SqlEngine) {
  const onSqlite = sources(() => sqlite).main;
  const onPostgres = sources(postgres).main;
  const TERMS = [
    'állampapír',
    'allampapir',
    'ÁRVÍZ',
    'budapest',
    'a',
    'az',
    'és',
    'es',
    'ő',
    'nem',
    'kormány döntés',
    '"NEAR( *',
    'e-mail',
    '2026',
  ];
  it.each(TERMS)('searches %j to the same articles, in the same order', async (term) => {
    const query = { term, filters: emptyFilters, page: 1, perPage: 50 };
    const [expected, actual] = await Promise.all([
      onSqlite.search(query),
      onPostgres.search(query),
    ]);
    expect(actual.items.map((item) => item.slug)).toEqual(expected.items.map((item) => item.slug));
    expect(actual.totalItems).toBe(expected.totalItems);
  });

  it('finds common Hungarian words that a Hungarian stop-word list would drop', async () => {
    for (const term of ['az', 'és', 'nem']) {
      const found = await onPostgres.search({ term, filters: emptyFilters, page: 1, perPage: 1 });
      expect(found.totalItems, term).toBeGreaterThan(0);
    }
  });

  it.each(['al', 'allamp', 'kor', 'bud'])('type-ahead for %j answers the same', async (term) => {
    expect((await onPostgres.typeahead(term, 5)).items.map((item) => item.slug)).toEqual(
      (await onSqlite.typeahead(term, 5)).items.map((item) => item.slug),
    );
  });

  it.each(['tura', 'buda', 'gazd'])('autocomplete for %j answers the same', async (term) => {
    expect(await onPostgres.autocomplete(term, emptyFilters)).toEqual(
      await onSqlite.autocomplete(term, emptyFilters),
    );
  });

  // With a term, PostgreSQL applies list filters inside its full-text index (membership lexemes).
  it.each([
    ['a common word in a section', 'a', { sections: ['belfold'] }, true],
    ['a word in one of two tags', 'a', { anyTags: ['budapest', 'oktatas'] }, true],
    [
      'a word in a section and a flag',
      'a',
      { sections: ['belfold'], flags: ['legfontosabb'] },
      true,
    ],
    ['a word without a tag', 'a', { sections: ['szepkilatas'], notTags: ['nehez-tura'] }, true],
    ['a word by an author', 'a', { authors: ['horvath-gergely'] }, true],
    [
      'a word in a section and all of a tag',
      'a',
      { sections: ['szepkilatas'], allTags: ['nehez-tura'] },
      true,
    ],
    ['a word in a section named by its title', 'a', { sections: ['Belföld'] }, true],
    ['a word in an unknown tag', 'a', { anyTags: ["o'neil \\ x"] }, false],
    ['two words in a section', 'kormány döntés', { sections: ['belfold'] }, true],
  ])('searches %s to the same answer', async (_, term, filters, found) => {
    const query = { term, filters: { ...emptyFilters, ...filters }, page: 1, perPage: 50 };
    const [expected, actual] = await Promise.all([
      onSqlite.search(query),
      onPostgres.search(query),
    ]);
    expect(expected.totalItems > 0).toBe(found);
    expect(actual.items.map((item) => item.id)).toEqual(expected.items.map((item) => item.id));
    expect(actual.totalItems).toBe(expected.totalItems);
  });
}

/**
 * Issue 29: an id, once given, never changes on re-import: not when older articles are added (which
 * used to renumber every later article), nor when an article is taken out and put back.
 */
function describeStableIds(
  engineName: string,
  store: () => Promise<{ options: ImportOptions; open: () => SqlEngine; file?: string }>,
) {
  it(`keeps every article's id across re-imports on ${engineName}`, async () => {
    const { importContent } = await import('@/scripts/content/importContent');
    const { generateArchive } = await import('@/scripts/content/generateArchive');
    const { options, open, file } = await store();
    const archive = generateArchive(40);
    /** Imports, then reads the served articles' ids by slug (and searches with `read`). */
    const reimport = async <T = void>(
      withArchive: boolean,
      read?: (engine: SqlEngine) => Promise<T>,
    ) => {
      await importContent({ ...options, images: false, archive: withArchive ? archive : [] });
      const engine = open();
      try {
        const rows = await engine.all<{ slug: string; id: number }>(
          'SELECT slug, id FROM articles',
        );
        return { ids: new Map(rows.map((row) => [row.slug, row.id])), read: await read?.(engine) };
      } finally {
        await engine.close();
      }
    };
    const unchanged = (before: Map<string, number>, after: Map<string, number>) =>
      [...before].filter(([slug, id]) => after.has(slug) && after.get(slug) !== id);

    const first = await reimport(false);
    expect(first.ids.size).toBeGreaterThan(100);
    // Older articles arrive (dated 2012-2026, before the demo's): every known id stays; the new
    // ones get ids never given, and searches still list newest first.
    const withOlder = await reimport(true, async (engine) =>
      createStoreSource('main', engine).search({
        term: 'a',
        filters: emptyFilters,
        page: 1,
        perPage: 1000,
      }),
    );
    expect(unchanged(first.ids, withOlder.ids)).toEqual([]);
    const firstMax = Math.max(...first.ids.values());
    const archiveIds = archive.map((source) => withOlder.ids.get(source.slug)!);
    expect(archiveIds.every((id) => id > firstMax)).toBe(true);
    const found = withOlder.read!.items;
    expect(found.some((item) => item.slug.startsWith('archiv-'))).toBe(true);
    expect(found.map((item) => item.pubDate)).toEqual(
      found.map((item) => item.pubDate).sort((a, b) => b - a),
    );
    // Taken out and put back, the older articles get their ids back.
    const without = await reimport(false);
    expect(without.ids).toEqual(first.ids);
    const again = await reimport(true);
    expect(again.ids).toEqual(withOlder.ids);
    if (file) {
      // A newsroom's store writer putting one back does too.
      await reimport(false);
      const { addArticle } = await import('@/scripts/content/storeWriter');
      expect((await addArticle(archive[0], file)).id).toBe(archiveIds[0]);
    }
  }, 240_000);
}

const main = sources(() => sqlite).main;
// The remote adapter reads our own API handlers (over the SQLite store of DATA_DIR).
serveOwnApi();
describePortContract('remote adapter over our own API', () => createRemoteSource(OWN_API_BASE));

describe('own API of the one-read methods', () => {
  it.each([
    ['a missing mstag', ''],
    ['an empty mstag', '?mstag='],
    ['a mstag that is no slug', '?mstag=a/b%20c'],
  ])('GET /api/map/articles answers 400 for %s', async (_, query) => {
    const { status, body } = await callOwnApi(new URL(`${OWN_API_BASE}/api/map/articles${query}`));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { status: 400 } });
  });

  it('GET /api/articles/{id}/items adds bodies only with withContent=1', async () => {
    const blog = await main.getArticle({ slug: 'haboru-ukrajnaban-percrol-percre' });
    const url = `${OWN_API_BASE}/api/articles/${blog!.id}/items?perPage=5`;
    const plain = await callOwnApi(new URL(url));
    expect(plain.body).toEqual(await main.getArticleItems(blog!.id, { page: 1, perPage: 5 }));
    const full = await callOwnApi(new URL(`${url}&withContent=1`));
    expect(full.body).toEqual(
      await main.getArticleItemsWithContent(blog!.id, { page: 1, perPage: 5 }),
    );
  });
});
