// Picks the adapter: CONTENT_API_URL set -> remote, otherwise the local embedded store.
import type { ContentSource } from './contentSource';
import { localSource } from './localSource';
import { createRemoteSource } from './remoteSource';

let source: ContentSource | undefined;

export function getContentSource(): ContentSource {
  source ??= process.env.CONTENT_API_URL
    ? createRemoteSource(process.env.CONTENT_API_URL)
    : localSource;
  return source;
}
