// Issue 27 item 4: the English section stays wholly English, so the demo's English articles carry
// English tags (data/tags/english.json, or tags whose name is the same in English); the article page
// prints their names. Reads the Markdown front matter directly (no contentlayer run needed).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { tagSourceSchema } from '@/lib/schemas/demoSource';

const dataDir = path.join(import.meta.dirname, '../../data');

/** Tags outside tags/english.json whose name reads the same in English. */
const SAME_IN_ENGLISH = ['english-news', 'hungary', 'budapest', 'forint', 'bkv'];
/**
 * Known exception: 'video' marks video articles for the ad rule (lib/rules/adEligibility.ts
 * VIDEO_TAG_SLUG), so an English video article keeps it, and its name ('videó') is Hungarian.
 */
const FUNCTIONAL = ['video'];

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** A YAML flow list of plain or quoted words (`[a, "b"]`), as the demo front matter writes tags. */
const flowList = (text: string) =>
  text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((word) => word.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);

/** The front matter's `english` and `tags` (a one-line list in every demo article). */
function frontMatter(file: string): { english: boolean; tags: string[] } {
  const head = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const tags = /^tags:\s*(\[.*\])\s*$/m.exec(head)?.[1];
  return { english: /^english:\s*true\s*$/m.test(head), tags: tags ? flowList(tags) : [] };
}

describe('English demo articles carry English tags (issue 27 item 4)', () => {
  const englishTags = new Set(
    z
      .array(tagSourceSchema)
      .parse(JSON.parse(fs.readFileSync(path.join(dataDir, 'tags/english.json'), 'utf8')))
      .map((tag) => tag.slug),
  );
  const articles = markdownFiles(path.join(dataDir, 'articles'))
    .map((file) => ({ file: path.relative(dataDir, file), ...frontMatter(file) }))
    .filter((article) => article.english);

  it('finds the English articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(articles)('$file', ({ tags }) => {
    expect(tags.length).toBeGreaterThan(0);
    expect(
      tags.filter(
        (slug) =>
          !englishTags.has(slug) && !SAME_IN_ENGLISH.includes(slug) && !FUNCTIONAL.includes(slug),
      ),
    ).toEqual([]);
  });
});
