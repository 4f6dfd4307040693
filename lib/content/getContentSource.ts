// Picks the adapter for this instance's edition: CONTENT_API_URL set -> remote, else the local store.
import { edition } from '@/editions/currentEdition';
import type { ContentSource } from './contentSource';
import { createLocalSource } from './localSource';
import { createRemoteSource } from './remoteSource';

let source: ContentSource | undefined;

export function getContentSource(): ContentSource {
  source ??= process.env.CONTENT_API_URL
    ? createRemoteSource(process.env.CONTENT_API_URL)
    : createLocalSource(edition.slug);
  return source;
}
