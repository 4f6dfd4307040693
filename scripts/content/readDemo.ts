// Reads the demo content of data/: contentlayer2's output for the Markdown, JSON files for the rest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  articleSourceSchema,
  authorSourceSchema,
  docSourceSchema,
  superTagSourceSchema,
  tagSourceSchema,
  type ArticleSource,
  type DocSource,
} from '@/lib/schemas/demoSource';

export const dataDir = path.join(process.cwd(), 'data');
const generatedDir = path.join(process.cwd(), '.contentlayer', 'generated');

/**
 * Runs contentlayer2 over data/ from scratch: it never deletes output of sources that are gone, so a
 * renamed article would otherwise survive under its old slug.
 */
export function runContentlayer(): void {
  fs.rmSync(path.join(process.cwd(), '.contentlayer'), { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/contentlayer2/bin/cli.cjs', 'build'], {
    stdio: 'pipe',
  });
}

/** The newest change under `paths` (files and folders: a renamed or removed file changes its folder). */
function newestChange(paths: readonly string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  for (const file of paths) visit(path.join(process.cwd(), file));
  return newest;
}

/**
 * Runs contentlayer2 unless its output is newer than the Markdown it reads and its config. Tests
 * call this, never runContentlayer: one test file removing the output while another reads it (test
 * files run in parallel) made an import see no articles at all.
 */
export function ensureContentlayer(): void {
  const generated = path.join(process.cwd(), '.contentlayer', 'generated');
  const built = fs.statSync(generated, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built <= newestChange(['data/articles', 'data/docs', 'contentlayer.config.ts'])) {
    runContentlayer();
  }
}

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
}

function parseOrExplain<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `${where}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return result.data;
}

/** All JSON arrays in data/<folder>/*.json, merged; a slug may appear only once. */
function readMerged<T extends z.ZodType<{ slug: string }>>(
  folder: string,
  schema: T,
): z.infer<T>[] {
  const dir = path.join(dataDir, folder);
  const seen = new Map<string, string>();
  const all: z.infer<T>[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const list = readJson(path.join(folder, file));
    if (!Array.isArray(list)) throw new Error(`${folder}/${file}: expected a list`);
    list.forEach((entry, index) => {
      const parsed = parseOrExplain(schema, entry, `${folder}/${file}[${index}]`);
      const earlier = seen.get(parsed.slug);
      if (earlier)
        throw new Error(`${folder}/${file}: slug '${parsed.slug}' already in ${earlier}`);
      seen.set(parsed.slug, file);
      all.push(parsed);
    });
  }
  return all;
}

interface GeneratedDoc {
  _raw: { sourceFileName: string };
  body: { raw: string };
  [field: string]: unknown;
}

function readGenerated(type: 'Article' | 'Doc'): GeneratedDoc[] {
  const dir = path.join(generatedDir, type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as GeneratedDoc);
}

function fromGenerated(doc: GeneratedDoc): Record<string, unknown> {
  const { _id, _raw, body, documentType, ...fields } = doc;
  void _id;
  void documentType;
  return { ...fields, slug: _raw.sourceFileName.replace(/\.md$/, ''), body: body.raw };
}

export function readDemo() {
  const articles: ArticleSource[] = readGenerated('Article').map((doc) =>
    parseOrExplain(articleSourceSchema, fromGenerated(doc), `article ${doc._raw.sourceFileName}`),
  );
  const docs: DocSource[] = readGenerated('Doc').map((doc) =>
    parseOrExplain(docSourceSchema, fromGenerated(doc), `doc ${doc._raw.sourceFileName}`),
  );
  const superTags = parseOrExplain(
    superTagSourceSchema.array(),
    readJson('superTags.json'),
    'superTags.json',
  );
  return {
    articles,
    docs,
    superTags,
    tags: readMerged('tags', tagSourceSchema),
    authors: readMerged('authors', authorSourceSchema),
  };
}

export { parseOrExplain };
