import { isHeaderTransparent } from './headerTransparency';

// SPEC section 4: transparent header for longform, g7-hero, and a front page with a breaking block.
describe('isHeaderTransparent (SPEC §4)', () => {
  it.each([
    [{ page: 'article', type: 'longform', flags: [] }, true],
    [{ page: 'article', type: 'article', flags: [{ slug: 'g7-hero' }] }, true],
    [{ page: 'article', type: 'article', flags: [{ slug: 'live' }] }, false],
    [{ page: 'article', type: 'liveblog', flags: [] }, false],
    [{ page: 'front', blockPositions: [1, 2, 1000] }, true],
    [{ page: 'front', blockPositions: [1, 2, 999] }, false],
    [{ page: 'other' }, false],
  ] as const)('%j -> %s', (context, expected) => {
    expect(isHeaderTransparent(context)).toBe(expected);
  });
});
