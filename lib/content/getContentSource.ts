// Picks the adapter for this instance's edition: CONTENT_API_URL set -> remote, else our own store (on
// PostgreSQL when DATABASE_URL is set, else the embedded SQLite file).
import { edition } from '@/editions/currentEdition';
import { readEngine } from '../store/openStore';
import type { ContentSource } from './contentSource';
import { createRemoteSource } from './remoteSource';
import { createStoreSource } from './storeSource';

let source: ContentSource | undefined;

export function getContentSource(): ContentSource {
  source ??= process.env.CONTENT_API_URL
    ? createRemoteSource(process.env.CONTENT_API_URL)
    : createStoreSource(edition.slug, readEngine());
  return source;
}
