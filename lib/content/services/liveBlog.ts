// The posts of a live blog with their sanitised bodies, pinned first and then newest first (the first
// page of SPEC section 9: sub-article page size 30), read with one port call. Used by the article page
// and the polling endpoint.
import { SUB_ARTICLE_PAGE_SIZE } from '../../constants';
import type { LivePost } from '../../schemas/liveAnswers';
import type { ContentSource } from '../contentSource';
import { musicEmbedVariant } from '../../rules/embeds';
import { sanitizeArticleHtml } from '../sanitizeArticleHtml';

export async function getLivePosts(source: ContentSource, liveBlogId: number): Promise<LivePost[]> {
  const { items } = await source.getArticleItemsWithContent(liveBlogId, {
    page: 1,
    perPage: SUB_ARTICLE_PAGE_SIZE,
  });
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
