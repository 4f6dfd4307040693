// The posts of a live blog: with their sanitised bodies for the blog's own page and its polling
// endpoint (pinned first and then newest first, the first page of SPEC section 9: sub-article page
// size 30), and as a teaser lists them (section 9: pinned posts, then the 4 newest) for the front
// page's blocks, the lists and their poll. Each read is one port call per live blog.
import { SUB_ARTICLE_PAGE_SIZE } from '../../constants';
import { liveBlogTeaserItems } from '../../rules/liveBlogItems';
import type { ListItem } from '../../schemas/article';
import type { LivePost, LiveTeaserAnswer } from '../../schemas/liveAnswers';
import type { ContentSource } from '../contentSource';
import { musicEmbedVariant } from '../../rules/embeds';
import { sanitizeArticleHtml } from '../sanitizeArticleHtml';

const FIRST_PAGE = { page: 1, perPage: SUB_ARTICLE_PAGE_SIZE } as const;

export async function getLivePosts(source: ContentSource, liveBlogId: number): Promise<LivePost[]> {
  const { items } = await source.getArticleItemsWithContent(liveBlogId, FIRST_PAGE);
  return items.map((item) => ({
    id: item.id,
    slug: item.slug,
    title: item.title,
    pubDate: item.pubDate,
    pinned: item.pinned,
    content: sanitizeArticleHtml(item.content, {
      musicVariant: musicEmbedVariant('liveBlogPost'),
    }),
  }));
}

/** What a teaser of the live blog `blog` shows under its title (and what its poll answers). */
export async function getLiveTeaser(
  source: ContentSource,
  blog: Pick<ListItem, 'id' | 'live'>,
): Promise<LiveTeaserAnswer> {
  const { items } = await source.getArticleItems(blog.id, FIRST_PAGE);
  return {
    live: blog.live,
    posts: liveBlogTeaserItems(items).map(({ id, title, url, pubDate, pinned }) => ({
      id,
      title,
      url,
      pubDate,
      pinned,
    })),
  };
}

/**
 * The teasers' posts of the live blogs among `items` (other articles have none), by article id: a
 * loader gives each teaser of a live blog its own (`withLiveTeaser`, lib/view/liveTeaser.ts).
 */
export async function getLiveTeasers(
  source: ContentSource,
  items: readonly ListItem[],
): Promise<Map<number, LiveTeaserAnswer>> {
  const blogs = [
    ...new Map(items.filter((i) => i.type === 'liveblog').map((i) => [i.id, i])).values(),
  ];
  return new Map(
    await Promise.all(
      blogs.map(async (blog) => [blog.id, await getLiveTeaser(source, blog)] as const),
    ),
  );
}
