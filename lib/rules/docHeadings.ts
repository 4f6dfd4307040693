// Headings of a document (issue 16, /dokumentum/{slug}): every h2 and h3 of the rendered body gets a
// stable id made from its text (accents dropped, lower case, words joined by '-', unique within the
// page), so a table of contents and shared links can point at a chapter; a document with at least
// DOC_TOC_MIN_HEADINGS chapters (h2) shows that table of contents.
import { DOC_TOC_MIN_HEADINGS } from '../constants';
import { asciiSlug } from './asciiSlug';

export interface DocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The id a heading's text gives before it is made unique; never empty. */
export function headingSlug(text: string): string {
  return asciiSlug(text) || 'fejezet';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of a piece of HTML: tags dropped, the usual entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;

/**
 * Gives every h2/h3 of `html` (sanitised HTML) an id, replacing any it had, and lists the headings in
 * order. Ids in `reserved` (other ids on the page) are avoided; repeats get -2, -3, ...
 */
export function withHeadingIds(
  html: string,
  reserved: readonly string[] = [],
): { html: string; headings: DocHeading[] } {
  const used = new Set(reserved);
  const headings: DocHeading[] = [];
  const result = html.replace(HEADING, (_whole, level: string, attributes = '', inner: string) => {
    const text = textOf(inner);
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text, level: level === '2' ? 2 : 3 });
    const kept = (attributes as string).replace(/\s+id\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<h${level} id="${id}"${kept}>${inner}</h${level}>`;
  });
  return { html: result, headings };
}

/**
 * The table of contents of a page's chapters (h2 only): empty unless there are at least
 * DOC_TOC_MIN_HEADINGS of them, a short document needs none.
 */
export function tableOfContents(headings: readonly DocHeading[]): DocHeading[] {
  const chapters = headings.filter((heading) => heading.level === 2);
  return chapters.length >= DOC_TOC_MIN_HEADINGS ? chapters : [];
}
