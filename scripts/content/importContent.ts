// Reads the demo content of data/ (plus, optionally, a generated archive), validates it and writes a
// fresh store, swapped in atomically when complete: a new SQLite file renamed over the old one, or on
// PostgreSQL (DATABASE_URL) a new schema renamed over the old one in one transaction.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { editionSlugs, type EditionSlug } from '@/editions/editionSlugs';
import {
  commonDataSourceSchema,
  type CommonDataSource,
  type StoredCommonData,
  exchangeSourceSchema,
  staffSourceGroupSchema,
  weatherSourceSchema,
} from '@/lib/schemas/commonDataSource';
import {
  frontPageSourceSchema,
  recommendedSourceSchema,
  type FrontPageSource,
  type RecommendedSource,
} from '@/lib/schemas/frontpage';
import { minutesSourceSchema, uniqueGroupSchema, uniqueSchema } from '@/lib/schemas/misc';
import {
  podcastEpisodeSourceSchema,
  podcastSchema,
  type PodcastEpisodeSource,
} from '@/lib/schemas/podcast';
import { sponsoredLineSourceSchema } from '@/lib/schemas/sponsoredLine';
import { menusSourceSchema, type ArticleSource } from '@/lib/schemas/demoSource';
import { databaseUrl, writeStore } from '@/lib/store/openStore';
import { postgresEngine } from '@/lib/store/postgresEngine';
import {
  countSearchWords,
  databaseSetup,
  searchIndexes,
  STORE_SCHEMA_PG,
  storeSchemaPg,
} from '@/lib/store/schema.pg';
import { EDITION_BITS, ftsTable, storeSchema, STORE_SCHEMA_VERSION } from '@/lib/store/schema.sql';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { sqliteEngine } from '@/lib/store/sqliteEngine';
import { storePath } from '@/lib/store/storePath';
import { demoImage, PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { assignArticleIds, registeredArticleIds, writeArticleIds } from './articleIds';
import {
  buildArticleRow,
  renderMarkdown,
  shownImage,
  type ParentRef,
  type Taxonomy,
} from './articleRecords';
import { demoPhotoRecords, readDemoPhotos, writeDemoPhotos } from './demoPhotos';
import { imageRecordColumns, imageRecordRow } from '@/lib/images/server/imageRecords';
import { writeArticles } from './articleWriter';
import { SHIFT_DOCUMENT, shiftUnlessHistorical, type WorldShift } from './datedSources';
import { articleShiftWeeks, worldShiftWeeks } from './worldShift';
import { writeDemoImages, writeSportBadges } from './demoImages';
import { writeDemoAudio } from './demoAudio';
import { parseOrExplain, readDemo, readJson } from './readDemo';

export interface ImportOptions {
  /** The SQLite file to write (default: the store path), when no database URL applies. */
  target?: string;
  /** A PostgreSQL database to write instead (default: DATABASE_URL); '' forces SQLite. */
  databaseUrl?: string;
  /** Extra (generated) article sources, merged with the demo content. */
  archive?: ArticleSource[];
  /** Skip writing demo images (benchmarks). */
  images?: boolean;
  /** The instant the demo world is moved towards (scripts/content/worldShift.ts); default: now. */
  now?: number;
}

const BATCH = 5_000;

/** Per-edition and shared JSON documents: kind, file pattern, per edition?, schema. */
const blobFiles: Array<[kind: string, file: string, perEdition: boolean, schema: z.ZodType]> = [
  ['frontpage', 'frontpage.{edition}.json', true, frontPageSourceSchema],
  ['recommended', 'recommended.{edition}.json', true, recommendedSourceSchema],
  ['commonData', 'commonData.{edition}.json', true, commonDataSourceSchema],
  ['sponsoredLines', 'sponsoredLines.json', false, sponsoredLineSourceSchema.array()],
  ['uniques', 'uniques.json', false, uniqueSchema.array()],
  ['uniqueGroups', 'uniqueGroups.json', false, uniqueGroupSchema.array()],
  ['podcasts', 'podcasts.json', false, podcastSchema.array()],
  ['episodes', 'episodes.json', false, podcastEpisodeSourceSchema.array()],
  ['exchange', 'exchange.json', false, exchangeSourceSchema],
  ['weather', 'weather.json', false, weatherSourceSchema.array()],
  ['minutes', 'minutes.json', false, minutesSourceSchema],
  ['staff', 'staff.json', false, staffSourceGroupSchema.array()],
];

/** Trending tags are stored with their names, so the shared data (polled every 15 s) needs no lookup. */
function withTagNames(
  common: CommonDataSource,
  taxonomy: Taxonomy,
  file: string,
): StoredCommonData {
  return {
    ...common,
    trendingTags: common.trendingTags.map((slug) => {
      const tag = taxonomy.tags.get(slug);
      if (!tag) throw new Error(`${file}: unknown trending tag '${slug}'`);
      return { slug, name: tag.name };
    }),
  };
}

/** Episodes with what their photos show and their placeholder colours, from the photos' records. */
function withPhotoFacts(
  episodes: PodcastEpisodeSource[],
  taxonomy: Taxonomy,
): PodcastEpisodeSource[] {
  return episodes.map((episode) => {
    const photo = taxonomy.images.get(shownImage(episode.image, taxonomy.images) ?? '');
    return photo
      ? { ...episode, imageAlt: episode.imageAlt ?? photo.caption, imageColor: photo.color }
      : episode;
  });
}

/** Article slugs a document refers to, which must exist in the store. */
function referencedSlugs(kind: string, value: unknown): string[] {
  if (kind === 'frontpage')
    return (value as FrontPageSource).blocks.flatMap((block) => block.articles);
  if (kind === 'recommended') return Object.values(value as RecommendedSource).flat();
  if (kind === 'episodes')
    return (value as PodcastEpisodeSource[]).flatMap((e) => (e.article ? [e.article] : []));
  return [];
}

export async function importContent(options: ImportOptions = {}) {
  const demo = readDemo();
  const counts: Record<string, number> = {};

  const newest = demo.articles
    .map((a) => a.pubDate)
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const now = options.now ?? Date.now();
  const shiftWeeks = worldShiftWeeks(newest, now);
  const archive = new Set(options.archive);
  const weeksOf = new Map(
    demo.articles.map((a) => [a.slug, articleShiftWeeks(a.pubDate, newest, shiftWeeks)]),
  );
  const world: WorldShift = {
    weeks: shiftWeeks,
    newest,
    articleWeeks: (slug) => weeksOf.get(slug) ?? 0,
  };
  const sources = [...archive, ...demo.articles];
  // New articles get their ids in publication order (articleIds.ts: known ones keep theirs).
  const ordered = sources
    .map((source) => ({ source, time: Date.parse(source.pubDate) }))
    .sort((a, b) => a.time - b.time || a.source.slug.localeCompare(b.source.slug));

  const photos = readDemoPhotos();
  const photoRecords = await demoPhotoRecords(photos, Math.floor(now / 1000));
  const taxonomy: Taxonomy = {
    images: new Map(photoRecords.map((record) => [record.path, record])),
    superTags: new Map(demo.superTags.map((s, i) => [s.slug, { id: i + 1, ...s }])),
    tags: new Map(demo.tags.map((t, i) => [t.slug, { id: i + 1, ...t }])),
    authors: new Map(demo.authors.map((a) => [a.slug, a])),
  };

  const childCount = new Map<string, number>();
  for (const { source } of ordered) {
    if (source.parent) childCount.set(source.parent, (childCount.get(source.parent) ?? 0) + 1);
  }
  const slugs = new Set<string>();
  // Only what children and reference checks need: the full rows go to the store batch by batch.
  const rows = new Map<string, ParentRef>();
  const buildRow = (source: ArticleSource, id: number, contentHtml?: string) => {
    if (slugs.has(source.slug)) throw new Error(`duplicate article slug '${source.slug}'`);
    slugs.add(source.slug);
    const parent = source.parent ? rows.get(source.parent) : undefined;
    if (source.parent && !parent)
      throw new Error(`article ${source.slug}: unknown parent '${source.parent}'`);
    const row = buildArticleRow(source, {
      id,
      taxonomy,
      // A generated archive article keeps its date, as does one about past events (worldShift.ts).
      shiftWeeks: archive.has(source) ? 0 : world.articleWeeks(source.slug),
      parent,
      childCount: childCount.get(source.slug) ?? 0,
      contentHtml,
    });
    rows.set(source.slug, { id: row.id, editions: row.editions, url: row.item.url });
    return row;
  };

  const url = options.databaseUrl ?? databaseUrl();
  const file = options.target ?? storePath();
  const ids = assignArticleIds(
    ordered.map(({ source }) => source.slug),
    await servedArticleIds(url, file),
  );
  const target = url ? await postgresTarget(url) : sqliteTarget(file);
  const { db } = target;
  try {
    await insertTaxonomy(db, demo, taxonomy);
    await db.insertMany('images', imageRecordColumns, photoRecords.map(imageRecordRow));
    counts.photos = photoRecords.length;
    // Parents before their posts: build top-level rows first, then children.
    const topLevel = ordered.filter(({ source }) => !source.parent);
    const children = ordered.filter(({ source }) => source.parent);
    for (const group of [topLevel, children]) {
      for (let start = 0; start < group.length; start += BATCH) {
        const batch = group
          .slice(start, start + BATCH)
          .map(({ source }) => buildRow(source, ids.get(source.slug)!));
        await db.transaction((tx) => writeArticles(tx, batch, { countLists: false }));
        if (group.length > BATCH)
          process.stdout.write(`\r  ${start + batch.length}/${group.length} articles`);
      }
    }
    if (sources.length > BATCH) process.stdout.write('\n');
    counts.articles = rows.size;

    await db.transaction(async (tx) => {
      await writeListCounts(tx);
      const blobs: unknown[][] = [];
      for (const edition of editionSlugs) {
        blobs.push([
          'menus',
          edition,
          '',
          JSON.stringify(
            parseOrExplain(
              menusSourceSchema,
              readJson(`menus.${edition}.json`),
              `menus.${edition}.json`,
            ),
          ),
        ]);
      }
      for (const [kind, pattern, perEdition, schema] of blobFiles) {
        const editions: Array<EditionSlug | '*'> = perEdition ? [...editionSlugs] : ['*'];
        for (const edition of editions) {
          const file = pattern.replace('{edition}', edition);
          if (!fs.existsSync(path.join('data', file))) throw new Error(`missing data/${file}`);
          const written = parseOrExplain(schema, readJson(file), file);
          const value = SHIFT_DOCUMENT[kind]?.(written as never, world) ?? written;
          const dangling = referencedSlugs(kind, value).filter((slug) => !rows.has(slug));
          if (dangling.length) throw new Error(`${file}: unknown articles ${dangling.join(', ')}`);
          blobs.push([
            kind,
            edition,
            '',
            JSON.stringify(
              kind === 'commonData'
                ? withTagNames(value as CommonDataSource, taxonomy, file)
                : kind === 'episodes'
                  ? withPhotoFacts(value as PodcastEpisodeSource[], taxonomy)
                  : value,
            ),
          ]);
        }
      }
      for (const doc of demo.docs) {
        blobs.push([
          'doc',
          '*',
          doc.slug,
          JSON.stringify({
            ...doc,
            updatedAt: doc.updatedAt && shiftUnlessHistorical(doc.updatedAt, world),
            content: renderMarkdown(doc.body),
            body: undefined,
          }),
        ]);
      }
      await tx.insertMany('blobs', ['kind', 'edition', 'key', 'json'], blobs);
      await writeArticleIds(tx, ids);
      counts.docs = demo.docs.length;
      await tx.insertMany(
        'meta',
        ['key', 'value'],
        [
          ['schemaVersion', String(STORE_SCHEMA_VERSION)],
          // What the world was moved towards, and by how much (scripts/content/worldShift.ts).
          ['worldNow', new Date(now).toISOString()],
          ['worldNewest', newest ?? ''],
          ['worldShiftWeeks', String(shiftWeeks)],
        ],
      );
    });
    await target.finish();
  } catch (error) {
    await target.abort();
    throw error;
  }

  if (options.images !== false) {
    // Images stay files beside the SQLite store's place, whichever engine holds the rows.
    const uploads = path.join(path.dirname(options.target ?? storePath()), 'uploads');
    writeDemoPhotos(uploads, photos);
    // Drawings stand in for the images the content names that are no photo of data/photos.json.
    const drawings = [
      ...demo.articles.map((a) => a.image),
      ...demo.authors.map((a) => a.avatar),
      ...(readJson('episodes.json') as Array<{ image?: string }>).map((e) => e.image),
    ].flatMap((image) => demoImage(image) ?? []);
    counts.images = writeDemoImages(
      uploads,
      drawings.filter((image) => !image.startsWith(PHOTOS_PREFIX)),
    );
    // The live-sport demo data's team, league, driver and circuit badges.
    counts.images += writeSportBadges(uploads, path.join('data', 'sport'));
    // The demo podcast episodes' audio (issue 16), as long as data/episodes.json says.
    counts.audio = await writeDemoAudio(
      uploads,
      podcastEpisodeSourceSchema.array().parse(readJson('episodes.json')),
    );
  }
  return { file: target.name, counts, shiftWeeks };
}

/** The article ids the store this import replaces has given (none when there is no store yet). */
async function servedArticleIds(url: string | undefined, file: string) {
  if (!url && !fs.existsSync(file)) return new Map<string, number>();
  const served = url
    ? postgresEngine(url, { schema: STORE_SCHEMA_PG, max: 1 })
    : sqliteEngine(new Database(file, { readonly: true, fileMustExist: true }));
  try {
    return await registeredArticleIds(served);
  } finally {
    await served.close();
  }
}

/** Where an import writes: an engine on a fresh, empty store, swapped in by finish(). */
interface ImportTarget {
  name: string;
  db: SqlEngine;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

function sqliteTarget(file: string): ImportTarget {
  const temp = `${file}.tmp`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(temp + suffix, { force: true });
  const raw = writeStore(temp);
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.exec(storeSchema);
  const db = sqliteEngine(raw);
  return {
    name: file,
    db,
    async finish() {
      for (const edition of editionSlugs) {
        raw.exec(`INSERT INTO ${ftsTable(edition)}(${ftsTable(edition)}) VALUES ('optimize')`);
      }
      // Served in WAL mode, so a writer (live blog posts) never blocks the site's readers.
      raw.pragma('journal_mode = WAL');
      raw.close();
      // A write-ahead log left by the replaced store would be replayed into the new file and
      // corrupt it.
      for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      fs.renameSync(temp, file);
    },
    async abort() {
      raw.close();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(temp + suffix, { force: true });
    },
  };
}

/** The schema an import fills before it replaces the served one. */
const NEXT_SCHEMA = `${STORE_SCHEMA_PG}_next`;

async function postgresTarget(url: string): Promise<ImportTarget> {
  const admin = postgresEngine(url, { max: 1 });
  try {
    await admin.exec(databaseSetup);
    await admin.exec(`DROP SCHEMA IF EXISTS ${NEXT_SCHEMA} CASCADE; CREATE SCHEMA ${NEXT_SCHEMA};`);
  } finally {
    await admin.close();
  }
  const db = postgresEngine(url, { schema: NEXT_SCHEMA, max: 1 });
  await db.exec(storeSchemaPg);
  return {
    name: `${new URL(url).pathname.slice(1)} (schema ${STORE_SCHEMA_PG})`,
    db,
    async finish() {
      await db.exec(searchIndexes);
      await db.exec(countSearchWords);
      await db.exec('ANALYZE');
      // Readers name no schema (search_path), so they see the old store until this commits.
      await db.transaction(async (tx) => {
        await tx.exec(`DROP SCHEMA IF EXISTS ${STORE_SCHEMA_PG} CASCADE`);
        await tx.exec(`ALTER SCHEMA ${NEXT_SCHEMA} RENAME TO ${STORE_SCHEMA_PG}`);
      });
      await db.close();
    },
    async abort() {
      await db.exec(`DROP SCHEMA IF EXISTS ${NEXT_SCHEMA} CASCADE`).catch(() => {});
      await db.close();
    },
  };
}

async function insertTaxonomy(
  db: SqlEngine,
  demo: ReturnType<typeof readDemo>,
  taxonomy: Taxonomy,
) {
  const mask = (editions: readonly EditionSlug[] | undefined) =>
    (editions ?? editionSlugs).reduce((m, e) => m | EDITION_BITS[e], 0);
  await db.transaction(async (tx) => {
    await tx.insertMany(
      'super_tags',
      ['id', 'slug', 'name', 'active', 'editions'],
      demo.superTags.map((s) => [
        taxonomy.superTags.get(s.slug)!.id,
        s.slug,
        s.name,
        s.active ? 1 : 0,
        mask(s.editions),
      ]),
    );
    await tx.insertMany(
      'tags',
      ['id', 'slug', 'name'],
      demo.tags.map((t) => [taxonomy.tags.get(t.slug)!.id, t.slug, t.name]),
    );
    await tx.insertMany(
      'authors',
      ['slug', 'name', 'title', 'avatar', 'bio', 'editions'],
      demo.authors.map((a) => [
        a.slug,
        a.name,
        a.title ?? null,
        shownImage(a.avatar, taxonomy.images),
        a.bio ?? null,
        mask(a.editions),
      ]),
    );
  });
}

async function writeListCounts(db: SqlEngine) {
  for (const bit of Object.values(EDITION_BITS)) {
    await db.run(
      `INSERT INTO list_counts (kind, key, edition, count)
       SELECT kind, key, ?, CAST(count(*) AS INTEGER) FROM article_links
       WHERE active = 1 AND (editions & ?) != 0 GROUP BY kind, key`,
      [bit, bit],
    );
    await db.run(
      `INSERT INTO list_counts (kind, key, edition, count)
       SELECT 'all', '', ?, CAST(count(*) AS INTEGER) FROM articles
       WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0`,
      [bit, bit],
    );
  }
}
