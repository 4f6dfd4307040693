// Writes to a running site's store as a newsroom's CMS would (ops tools and e2e tests):
// - a live blog post: it gets the next id and the live blog's version goes up, so open pages pick it up
//   on their next poll (SPEC section 4):
//     npm run store -- live-post --parent <live blog slug> --title "..." [--body "Markdown"] [--pinned]
// - a whole article (JSON in the data/README.md article format, `body` holding Markdown or HTML):
//     npm run store -- article --json '{"slug": "...", ...}'
// - a document's title:
//     npm run store -- doc-title --slug <slug> --title "..."
import type { ListItem } from '@/lib/schemas/article';
import { writeStore, type Store } from '@/lib/store/openStore';
import { storePath } from '@/lib/store/storePath';
import { articleSourceSchema } from '@/lib/schemas/demoSource';
import { buildArticleRow, type Taxonomy } from './articleRecords';
import { articleWriter } from './articleWriter';

export interface LivePostInput {
  parent: string;
  title: string;
  body: string;
  pinned?: boolean;
  now?: number;
}

function loadTaxonomy(db: Store): Taxonomy {
  const superTags = db.prepare('SELECT id, slug, name, active FROM super_tags').all() as Array<{
    id: number;
    slug: string;
    name: string;
    active: number;
  }>;
  const tags = db.prepare('SELECT id, slug, name FROM tags').all() as Array<{
    id: number;
    slug: string;
    name: string;
  }>;
  const authors = db.prepare('SELECT slug, name, title, avatar FROM authors').all() as Array<{
    slug: string;
    name: string;
    title: string | null;
    avatar: string | null;
  }>;
  return {
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

/** Adds (publishes) a whole article; its id is the next one, so it is the newest. */
export function addArticle(input: unknown, file = storePath()) {
  const source = articleSourceSchema.parse(input);
  const db = writeStore(file);
  try {
    return db.transaction(() => {
      const id = (db.prepare('SELECT max(id) AS id FROM articles').get() as { id: number }).id + 1;
      const row = buildArticleRow(source, {
        id,
        taxonomy: loadTaxonomy(db),
        shiftSeconds: 0,
        childCount: 0,
      });
      articleWriter(db, { countLists: true })(row);
      return { id, slug: row.slug, url: row.item.url };
    })();
  } finally {
    db.close();
  }
}

/** Changes a document's title (e.g. an editor's correction). */
export function setDocumentTitle(slug: string, title: string, file = storePath()) {
  const db = writeStore(file);
  try {
    const changed = db
      .prepare(
        "UPDATE blobs SET json = json_set(json, '$.title', ?) WHERE kind = 'doc' AND key = ?",
      )
      .run(title, slug).changes;
    if (!changed) throw new Error(`no document '${slug}'`);
    return { slug, title };
  } finally {
    db.close();
  }
}

export function addLivePost(input: LivePostInput, file = storePath()) {
  const db = writeStore(file);
  try {
    return db.transaction(() => {
      const parent = db
        .prepare(
          "SELECT id, editions, item, version FROM articles WHERE slug = ? AND type = 'liveblog'",
        )
        .get(input.parent) as
        { id: number; editions: number; item: string; version: number } | undefined;
      if (!parent) throw new Error(`no live blog '${input.parent}'`);
      const parentItem = JSON.parse(parent.item) as ListItem;
      const id = (db.prepare('SELECT max(id) AS id FROM articles').get() as { id: number }).id + 1;
      const now = Math.floor((input.now ?? Date.now()) / 1000);
      const slug = `${input.parent}-bejegyzes-${id}`;
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
          taxonomy: loadTaxonomy(db),
          shiftSeconds: 0,
          parent: { id: parent.id, editions: parent.editions, url: parentItem.url },
          childCount: 0,
        },
      );
      articleWriter(db, { countLists: true })(row);
      const version = parent.version + 1;
      db.prepare(
        `UPDATE articles SET version = ?, updated_at = ?,
           item = json_set(item, '$.updatedAt', ?), detail = json_set(detail, '$.version', ?)
         WHERE id = ?`,
      ).run(version, now, now, version, parent.id);
      return { id, slug, version, url: `${parentItem.url}#${slug}` };
    })();
  } finally {
    db.close();
  }
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
  if (command === 'live-post' && parent && title) {
    const pinned = process.argv.includes('--pinned');
    console.log(
      JSON.stringify(addLivePost({ parent, title, body: argument('body') ?? '', pinned })),
    );
  } else if (command === 'doc-title' && argument('slug') && title) {
    console.log(JSON.stringify(setDocumentTitle(argument('slug')!, title)));
  } else if (command === 'article' && json) {
    console.log(JSON.stringify(addArticle(JSON.parse(json))));
  } else {
    console.error(
      'usage: npm run store -- live-post --parent <slug> --title "..." [--body "..."] [--pinned]',
    );
    console.error(
      "       npm run store -- article --json '{ ...article in the data/README.md format }'",
    );
    process.exit(2);
  }
}
