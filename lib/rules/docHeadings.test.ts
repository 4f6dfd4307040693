import { describe, expect, it } from 'vitest';
import { DOC_TOC_MIN_HEADINGS } from '../constants';
import { headingSlug, tableOfContents, withHeadingIds, type DocHeading } from './docHeadings';

describe('headingSlug (issue 16: stable heading ids)', () => {
  it.each([
    ['Kiadó', 'kiado'],
    ['Erdélyi kiadás', 'erdelyi-kiadas'],
    ['Hirdetési ügyek', 'hirdetesi-ugyek'],
    ['Tűzőgép & ŐRZŐ', 'tuzogep-orzo'],
    ['  Mi az a 1%?  ', 'mi-az-a-1'],
    ['Adatvédelem (GDPR) – 2026', 'adatvedelem-gdpr-2026'],
    ['???', 'fejezet'],
    ['', 'fejezet'],
  ])('%j -> %s', (text, expected) => {
    expect(headingSlug(text)).toBe(expected);
  });
});

describe('withHeadingIds', () => {
  it.each([
    ['plain h2', '<h2>Kiadó</h2>', '<h2 id="kiado">Kiadó</h2>'],
    ['h3 too', '<h3>Cím</h3>', '<h3 id="cim">Cím</h3>'],
    ['h1 and h4 stay as they are', '<h1>A</h1><h4>B</h4>', '<h1>A</h1><h4>B</h4>'],
    [
      'inline markup and entities count as text',
      '<h2><em>Adatok</em> &amp; <strong>tények</strong></h2>',
      '<h2 id="adatok-tenyek"><em>Adatok</em> &amp; <strong>tények</strong></h2>',
    ],
    [
      'an existing id is replaced',
      '<h2 id="x" class="c">Cím</h2>',
      '<h2 id="cim" class="c">Cím</h2>',
    ],
    [
      'repeated headings get numbered',
      '<h2>Cím</h2><h3>Cím</h3><h2>Cím</h2>',
      '<h2 id="cim">Cím</h2><h3 id="cim-2">Cím</h3><h2 id="cim-3">Cím</h2>',
    ],
    ['reserved ids are avoided', '<h2>Munkatársak</h2>', '<h2 id="munkatarsak-2">Munkatársak</h2>'],
  ])('%s', (_case, html, expected) => {
    expect(withHeadingIds(html, ['munkatarsak']).html).toBe(expected);
  });

  it('lists the headings in order with their text and level', () => {
    const { headings } = withHeadingIds(
      '<p>Bevezető</p><h2>Szerkesztőség</h2><p>x</p><h3>Cím &quot;A&quot;</h3><h2>Szerkesztőség</h2>',
    );
    expect(headings).toEqual([
      { id: 'szerkesztoseg', text: 'Szerkesztőség', level: 2 },
      { id: 'cim-a', text: 'Cím "A"', level: 3 },
      { id: 'szerkesztoseg-2', text: 'Szerkesztőség', level: 2 },
    ]);
  });
});

describe(`tableOfContents (issue 16: from ${DOC_TOC_MIN_HEADINGS} chapters on)`, () => {
  const h = (level: 2 | 3, n: number): DocHeading => ({ id: `h${n}`, text: `H${n}`, level });
  it.each([
    ['no headings', [], 0],
    ['two chapters', [h(2, 1), h(2, 2)], 0],
    ['two chapters and sub-headings', [h(2, 1), h(3, 2), h(3, 3), h(2, 4)], 0],
    ['three chapters', [h(2, 1), h(2, 2), h(2, 3)], 3],
    ['three chapters, sub-headings left out', [h(2, 1), h(3, 2), h(2, 3), h(2, 4)], 3],
  ] as const)('%s -> %i entries', (_case, headings, count) => {
    const toc = tableOfContents(headings);
    expect(toc).toHaveLength(count);
    expect(toc.every((heading) => heading.level === 2)).toBe(true);
  });
});
