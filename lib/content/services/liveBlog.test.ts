import type { ListItem } from '../../schemas/article';
import type { ContentSource } from '../contentSource';
import { getLiveTeaser, getLiveTeasers } from './liveBlog';

// SPEC section 9: "Live blog child items limited to 4 after pinned ones": what a live blog's teaser
// lists (its title, time and anchor), read once per blog.
const post = (id: number, pubDate: number, pinned = false) =>
  ({
    id,
    type: 'liveblogpost',
    title: `Bejegyzés ${id}`,
    url: `/kulfold/2026/11/21/haboru#bejegyzes-${id}`,
    pubDate,
    pinned,
    lead: 'nem kell',
  }) as unknown as ListItem;
const posts = [
  post(1, 100),
  post(2, 200, true),
  post(3, 300),
  post(4, 400),
  post(5, 500),
  post(6, 600),
];
const reads: number[] = [];
const source = {
  getArticleItems: async (id: number) => {
    reads.push(id);
    return { items: posts, totalItems: posts.length, totalPages: 1 };
  },
} as unknown as ContentSource;
const article = (id: number, type: string, live = true) => ({ id, type, live }) as ListItem;

beforeEach(() => {
  reads.length = 0;
});

describe('getLiveTeaser', () => {
  it('lists the pinned post, then the 4 newest, with only what the teaser prints', async () => {
    const teaser = await getLiveTeaser(source, { id: 7, live: true });
    expect(teaser.live).toBe(true);
    expect(teaser.posts.map((p) => p.id)).toEqual([2, 6, 5, 4, 3]);
    expect(teaser.posts[0]).toEqual({
      id: 2,
      title: 'Bejegyzés 2',
      url: '/kulfold/2026/11/21/haboru#bejegyzes-2',
      pubDate: 200,
      pinned: true,
    });
  });

  it.each([true, false])('says whether the blog is live (%s)', async (live) => {
    expect((await getLiveTeaser(source, { id: 7, live })).live).toBe(live);
  });
});

describe('getLiveTeasers', () => {
  it('reads the posts of each live blog among the items once, and of no other article', async () => {
    const teasers = await getLiveTeasers(source, [
      article(7, 'liveblog'),
      article(8, 'article'),
      article(7, 'liveblog'),
      article(9, 'liveblog', false),
    ]);
    expect([...teasers.keys()]).toEqual([7, 9]);
    expect(reads.sort()).toEqual([7, 9]);
    expect(teasers.get(9)?.live).toBe(false);
  });
});
