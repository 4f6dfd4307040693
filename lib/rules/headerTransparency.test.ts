import type { ArticleType } from '../schemas/article';
import { articleFormat } from '../view/articleFormat';
import { isHeaderTransparent } from './headerTransparency';

// SPEC section 4: transparent header for longform, g7-hero, and a front page with a breaking block.
// Articles go through their format, as the page does (lib/pages/articlePageProps.ts).
const articlePage = (type: ArticleType, flags: string[] = []) =>
  ({
    page: 'article',
    display: articleFormat({
      type,
      flags: flags.map((slug) => ({ slug })),
      mainSuperTag: { slug: 'belfold' },
    }).display,
  }) as const;

describe('isHeaderTransparent (SPEC §4)', () => {
  it.each([
    [articlePage('longform'), true],
    [articlePage('article', ['g7-hero']), true],
    [articlePage('longform', ['pr']), true],
    [articlePage('article', ['live']), false],
    [articlePage('liveblog'), false],
    [articlePage('article', ['pr']), false],
    [{ page: 'front', blockPositions: [1, 2, 1000] }, true],
    [{ page: 'front', blockPositions: [1, 2, 999] }, false],
    [{ page: 'other' }, false],
  ] as const)('%j -> %s', (context, expected) => {
    expect(isHeaderTransparent(context)).toBe(expected);
  });
});
