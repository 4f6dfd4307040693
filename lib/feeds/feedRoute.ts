// The API route behind each public feed path (rewritten from /rss/...): a feed definition from the
// request, the feed from the content port, served as application/rss+xml.
import type { NextApiRequest } from 'next';
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '../content/getContentSource';
import { CANONICAL_TIME_ZONE } from '../constants';
import { buildFeed } from './buildFeed';
import type { FeedDefinition } from './feedDefinitions';
import { RSS_CONTENT_TYPE } from './rssDocument';
import { xmlRoute } from './xmlRoute';

export function feedRoute(define: (req: NextApiRequest) => FeedDefinition | null) {
  return xmlRoute(async (req) => {
    const definition = define(req);
    if (!definition) return null;
    const body = await buildFeed(getContentSource(), definition, {
      siteUrl: edition.siteUrl,
      name: edition.name,
      timeZone: CANONICAL_TIME_ZONE,
    });
    return body === null ? null : { body, contentType: RSS_CONTENT_TYPE };
  });
}
