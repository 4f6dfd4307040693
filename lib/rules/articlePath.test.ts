import { articlePath } from './articlePath';

// SPEC section 5: canonical /{mainSuperTag}/{yyyy}/{mm}/{dd}/{slug}, Budapest date.
const at = (iso: string) => Date.parse(iso) / 1000;

describe('articlePath (SPEC §5)', () => {
  it.each([
    ['belfold', '2026-11-20T08:14:10+01:00', 'cikk', '/belfold/2026/11/20/cikk'],
    ['kulfold', '2026-01-05T00:10:00+01:00', 'a', '/kulfold/2026/01/05/a'],
    // 23:30 UTC on 31 Dec is already New Year in Budapest.
    ['g7', '2025-12-31T23:30:00Z', 'uj-ev', '/g7/2026/01/01/uj-ev'],
    // Summer time: 22:30 UTC is 00:30 the next day in Budapest.
    ['sport', '2026-07-14T22:30:00Z', 'meccs', '/sport/2026/07/15/meccs'],
  ])('%s %s', (section, iso, slug, expected) => {
    expect(articlePath({ mainSuperTag: { slug: section }, pubDate: at(iso), slug })).toBe(expected);
  });
});
