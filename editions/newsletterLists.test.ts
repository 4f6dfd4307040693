import { editionSlugs } from './editionSlugs';
import { newsletterListSchema, newsletterLists } from './newsletterLists';

// Issue 17: each edition names its newsletters in one typed place (3-4 on main, 2 on regional).
describe('newsletter lists', () => {
  it.each(editionSlugs)('%s: every list satisfies the schema', (slug) => {
    for (const list of newsletterLists[slug]) {
      expect(newsletterListSchema.parse(list)).toEqual(list);
    }
  });

  it.each([
    ['main', 4],
    ['regional', 2],
  ] as const)('%s offers %i lists', (slug, count) => {
    expect(newsletterLists[slug]).toHaveLength(count);
  });

  it('never reuses a code, not even across editions (they may share one user-data store)', () => {
    const codes = editionSlugs.flatMap((slug) => newsletterLists[slug].map((list) => list.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the English section’s newsletter in English on the main edition', () => {
    expect(newsletterLists.main.find((list) => list.code === 'english')?.locale).toBe('en');
  });
});
