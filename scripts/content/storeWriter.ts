// Writes to a running site's store as a newsroom's CMS would (ops tools and e2e tests):
// - a live blog post: it gets a new id and the live blog's version goes up, so open pages pick it up
//   on their next poll (SPEC section 4):
//     npm run store -- live-post --parent <live blog slug> --title "..." [--body "Markdown"] [--pinned]
// - a whole article (JSON in the data/README.md article format, `body` holding Markdown or HTML):
//     npm run store -- article --json '{"slug": "...", ...}'
// - a document's title:
//     npm run store -- doc-title --slug <slug> --title "..."
// - the newsroom's picture-in-picture video of an edition (SPEC sections 3, 4; part of its common data,
//   served by /api/frontend/refresh, which every page polls every 15 s), or hiding it:
//     npm run store -- pip --edition main --url <video link> [--title "..."] [--open] [--label élő]
//     npm run store -- pip --edition main --hide
// - a photo (its type read from its bytes; the record says what it shows, who took it, under which
//   licence, and the point its crops keep in view); prints the record, whose `path` an article's
//   `image` then names:
//     npm run store -- image --file <photo> --caption "..." --credit "..." [--licence "CC BY 4.0"]
//       [--licence-url <url>] [--source "..."] [--focal 0.3,0.6]
import type { ListItem } from '@/lib/schemas/article';
import { pipStatusSchema, type PipStatus } from '@/lib/schemas/commonData';
import { hiddenPipStatus, servedPipStatus } from '@/lib/rules/pipState';
import fs from 'node:fs/promises';
import path from 'node:path';
import { addPhoto, newPhotoSchema } from '@/lib/images/server/addPhoto';
import { readImageRecords } from '@/lib/images/server/imageRecords';
import { uploadsRoot } from '@/lib/images/server/imageService';
import { dialectOf } from '@/lib/store/dialect';
import { writeEngine } from '@/lib/store/openStore';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { storePath } from '@/lib/store/storePath';
import { articleSourceSchema } from '@/lib/schemas/demoSource';
import { articleIdFor, newArticleId, writeArticleIds } from './articleIds';
import { buildArticleRow, type Taxonomy } from './articleRecords';
import { writeArticles } from './articleWriter';

export interface LivePostInput {
  parent: string;
  title: string;
  body: string;
  pinned?: boolean;
  now?: number;
}

async function loadTaxonomy(db: SqlEngine): Promise<Taxonomy> {
  const [superTags, tags, authors, images] = await Promise.all([
    db.all<{ id: number; slug: string; name: string; active: number }>(
      'SELECT id, slug, name, active FROM super_tags',
    ),
    db.all<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM tags'),
    db.all<{ slug: string; name: string; title: string | null; avatar: string | null }>(
      'SELECT slug, name, title, avatar FROM authors',
    ),
    readImageRecords(db),
  ]);
  return {
    images,
    superTags: new Map(superTags.map((t) => [t.slug, { ...t, active: t.active === 1 }])),
    tags: new Map(tags.map((t) => [t.slug, t])),
    authors: new Map(
      authors.map((a) => [
        a.slug,
        { slug: a.slug, name: a.name, title: a.title ?? undefined, avatar: a.avatar ?? undefined },
      ]),
    ),
  };
}

/**
 * Runs `write` in one transaction on the configured store (the SQLite file `file`, or PostgreSQL with
 * DATABASE_URL), holding the store's write lock, so two writers never take the same new id.
 */
async function withWriter<T>(file: string, write: (db: SqlEngine) => Promise<T>): Promise<T> {
  const engine = writeEngine(file);
  try {
    return await engine.transaction(async (tx) => {
      const lock = dialectOf(tx.kind).writeLock;
      if (lock) await tx.exec(lock);
      return write(tx);
    });
  } finally {
    await engine.close();
  }
}

/**
 * Adds (publishes) a whole article: a new id, or the one its slug had before (an article taken out
 * and put back keeps its links).
 */
export async function addArticle(input: unknown, file = storePath()) {
  const source = articleSourceSchema.parse(input);
  return withWriter(file, async (db) => {
    const id = await articleIdFor(db, source.slug);
    const row = buildArticleRow(source, {
      id,
      taxonomy: await loadTaxonomy(db),
      shiftWeeks: 0,
      childCount: 0,
    });
    await writeArticles(db, [row], { countLists: true });
    return { id, slug: row.slug, url: row.item.url };
  });
}

/** Changes a document's title (e.g. an editor's correction). */
export async function setDocumentTitle(slug: string, title: string, file = storePath()) {
  return withWriter(file, async (db) => {
    const row = await db.get<{ json: string }>(
      "SELECT json FROM blobs WHERE kind = 'doc' AND edition = '*' AND key = ?",
      [slug],
    );
    if (!row) throw new Error(`no document '${slug}'`);
    await db.run("UPDATE blobs SET json = ? WHERE kind = 'doc' AND edition = '*' AND key = ?", [
      JSON.stringify({ ...(JSON.parse(row.json) as object), title }),
      slug,
    ]);
    return { slug, title };
  });
}

/**
 * The newsroom's picture-in-picture status (SPEC sections 3, 4) of an edition, as the CMS would set it:
 * the shared data refresh serves it to every page within 15 s. `null` hides it (label 'élő').
 */
export async function setPipStatus(edition: string, status: PipStatus | null, file = storePath()) {
  return withWriter(file, async (db) => {
    const row = await db.get<{ json: string }>(
      "SELECT json FROM blobs WHERE kind = 'commonData' AND edition = ? AND key = ''",
      [edition],
    );
    if (!row) throw new Error(`no common data for edition '${edition}'`);
    const pipStatus = status ? pipStatusSchema.parse(status) : hiddenPipStatus;
    // The site would serve a pip without a video-site link as hidden (SPEC section 5): say so now.
    if (pipStatus.pipShow && !servedPipStatus(pipStatus).pipShow) {
      throw new Error(`not a video link (YouTube, Vimeo or Facebook): ${pipStatus.pipUrl}`);
    }
    await db.run(
      "UPDATE blobs SET json = ? WHERE kind = 'commonData' AND edition = ? AND key = ''",
      [JSON.stringify({ ...(JSON.parse(row.json) as object), pipStatus }), edition],
    );
    return { edition, pipStatus };
  });
}

export async function addLivePost(input: LivePostInput, file = storePath()) {
  return withWriter(file, async (db) => {
    const parent = await db.get<{
      id: number;
      editions: number;
      item: string;
      detail: string;
      version: number;
    }>(
      "SELECT id, editions, item, detail, version FROM articles WHERE slug = ? AND type = 'liveblog'",
      [input.parent],
    );
    if (!parent) throw new Error(`no live blog '${input.parent}'`);
    const parentItem = JSON.parse(parent.item) as ListItem;
    const id = await newArticleId(db);
    const now = Math.floor((input.now ?? Date.now()) / 1000);
    const slug = `${input.parent}-bejegyzes-${id}`;
    await writeArticleIds(db, new Map([[slug, id]]));
    const row = buildArticleRow(
      {
        slug,
        title: input.title,
        type: 'liveblogpost',
        pubDate: new Date(now * 1000).toISOString(),
        mainSuperTag: parentItem.mainSuperTag.slug,
        tags: [],
        authors: parentItem.articleAuthors.slice(0, 1).map((a) => a.slug),
        lead: '',
        body: input.body,
        pinned: input.pinned,
      },
      {
        id,
        taxonomy: await loadTaxonomy(db),
        shiftWeeks: 0,
        parent: { id: parent.id, editions: parent.editions, url: parentItem.url },
        childCount: 0,
      },
    );
    await writeArticles(db, [row], { countLists: true });
    const version = parent.version + 1;
    await db.run(
      'UPDATE articles SET version = ?, updated_at = ?, item = ?, detail = ? WHERE id = ?',
      [
        version,
        now,
        JSON.stringify({ ...parentItem, updatedAt: now }),
        JSON.stringify({ ...(JSON.parse(parent.detail) as object), version }),
        parent.id,
      ],
    );
    return { id, slug, version, url: `${parentItem.url}#${slug}` };
  });
}

/** `npm run store -- image`: the photo at `file`, with what the command line says of it. */
export async function addPhotoFile(file: string, store = storePath()) {
  const [focalX, focalY] = (argument('focal') ?? '').split(',');
  const photo = newPhotoSchema.parse({
    caption: argument('caption'),
    credit: argument('credit'),
    licence: argument('licence'),
    licenceUrl: argument('licence-url'),
    source: argument('source'),
    focalX: focalX || undefined,
    focalY: focalY || undefined,
    name: path.basename(file),
  });
  const data = await fs.readFile(file);
  return withWriter(store, (db) => addPhoto(db, uploadsRoot(), data, photo));
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1]?.endsWith('storeWriter.ts')) {
  const command = process.argv[2];
  const parent = argument('parent');
  const title = argument('title');
  const json = argument('json');
  const print = (result: Promise<unknown>) =>
    result.then(
      (value) => console.log(JSON.stringify(value)),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  if (command === 'live-post' && parent && title) {
    const pinned = process.argv.includes('--pinned');
    void print(addLivePost({ parent, title, body: argument('body') ?? '', pinned }));
  } else if (command === 'doc-title' && argument('slug') && title) {
    void print(setDocumentTitle(argument('slug')!, title));
  } else if (
    command === 'pip' &&
    argument('edition') &&
    (argument('url') || process.argv.includes('--hide'))
  ) {
    const url = process.argv.includes('--hide') ? undefined : argument('url');
    void print(
      setPipStatus(
        argument('edition')!,
        url
          ? {
              pipShow: true,
              pipTitle: title ?? null,
              pipUrl: url,
              pipOpen: process.argv.includes('--open'),
              pipLabel: argument('label') ?? hiddenPipStatus.pipLabel,
              pipIsManual: false,
            }
          : null,
      ),
    );
  } else if (command === 'article' && json) {
    void print(addArticle(JSON.parse(json)));
  } else if (command === 'image' && argument('file')) {
    void print(addPhotoFile(argument('file')!));
  } else {
    console.error(
      'usage: npm run store -- live-post --parent <slug> --title "..." [--body "..."] [--pinned]',
    );
    console.error(
      '       npm run store -- pip --edition main|regional (--url <video link> [--title "..."] [--open] [--label élő] | --hide)',
    );
    console.error(
      "       npm run store -- article --json '{ ...article in the data/README.md format }'",
    );
    console.error(
      '       npm run store -- image --file <photo> --caption "..." --credit "..." [--licence "..."] [--licence-url <url>] [--source "..."] [--focal x,y]',
    );
    process.exit(2);
  }
}
