import { liveBlogTeaserItems } from './liveBlogItems';

// SPEC section 9: live blog child items limited to 4 after pinned ones.
const post = (id: number, pubDate: number, pinned = false) => ({ id, pubDate, pinned });

describe('liveBlogTeaserItems (SPEC §9)', () => {
  it.each([
    ['no posts', [], []],
    ['fewer than 4', [post(1, 10), post(2, 20)], [2, 1]],
    ['6 posts keep the 4 newest', [1, 2, 3, 4, 5, 6].map((i) => post(i, i * 10)), [6, 5, 4, 3]],
    [
      'pinned first, then 4 others',
      [post(1, 10, true), ...[2, 3, 4, 5, 6].map((i) => post(i, i * 10))],
      [1, 6, 5, 4, 3],
    ],
    ['every pinned post stays', [post(1, 10, true), post(2, 5, true), post(3, 30)], [1, 2, 3]],
  ])('%s', (_name, posts, expectedIds) => {
    expect(liveBlogTeaserItems(posts).map((p) => p.id)).toEqual(expectedIds);
  });
});
