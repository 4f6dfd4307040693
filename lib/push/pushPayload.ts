// What a topic notification says (issue 32): the article's title, its lead as the body, and where a
// click takes the reader: `url` is the article's public address (the app opens it), `path` the same
// page on whichever origin the service worker runs (public/push-sw.js opens it there).
import { z } from 'zod';
import type { ListItem } from '../schemas/article';
import { absoluteUrl } from '../feeds/feedItem';

/** Push services take about 4 KB of payload: the body is cut well below that. */
const MAX_BODY = 240;

export const pushPayloadSchema = z.object({
  title: z.string().min(1),
  body: z.string(),
  url: z.string().url(),
  path: z.string().startsWith('/'),
  /** Replaces an earlier notification of the same article (Notification.tag). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function pushPayload(
  item: Pick<ListItem, 'id' | 'title' | 'lead' | 'url'>,
  siteUrl: string,
): PushPayload {
  const url = absoluteUrl(siteUrl, item.url);
  const parsed = new URL(url);
  return {
    title: plain(item.title),
    body: cut(plain(item.lead), MAX_BODY),
    url,
    path: `${parsed.pathname}${parsed.search}`,
    tag: `article-${item.id}`,
  };
}
