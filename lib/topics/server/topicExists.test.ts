// Which topics exist (issue 17): those whose tag or section page exists on the edition (SPEC section 5:
// an empty section list is a 404), read from the local store (var/content.db, written by
// `npm run content`; skipped without it) for both editions.
import fs from 'node:fs';
import { readEngine } from '../../store/openStore';
import { storePath } from '../../store/storePath';
import { createStoreSource } from '../../content/storeSource';
import { topicExists } from './topicExists';
import type { Topic } from '../topicNames';

describe.skipIf(!fs.existsSync(storePath()))('topics of the demo content', () => {
  it.each<['main' | 'regional', Topic, boolean]>([
    ['main', { kind: 'tag', slug: 'budapest' }, true],
    ['main', { kind: 'section', slug: 'belfold' }, true],
    ['main', { kind: 'section', slug: 'erdely' }, false],
    ['main', { kind: 'tag', slug: 'nincs-ilyen-cimke' }, false],
    ['regional', { kind: 'tag', slug: 'kolozsvar' }, true],
    ['regional', { kind: 'section', slug: 'erdely' }, true],
    ['regional', { kind: 'section', slug: 'nincs-ilyen-rovat' }, false],
  ])('%s: %o exists: %s', async (edition, topic, exists) => {
    expect(await topicExists(createStoreSource(edition, readEngine()), topic)).toBe(exists);
  });
});
