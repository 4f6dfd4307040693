// The tag and section pages name the topic they can be followed as (issue 17; SPEC section 2
// articles_by_tag /cimke/{slug}, articles_by_mstag /rovat/{slug}), over the local store
// (var/content.db, written by `npm run content`; skipped without it), main edition.
import fs from 'node:fs';
import { storePath } from '../store/storePath';
import { loadTopicListPage } from './topicListPageProps';

delete process.env.CONTENT_API_URL;
delete process.env.NEXT_PUBLIC_EDITION;

const load = (kind: 'cimke' | 'rovat', path: string, page = 1) =>
  loadTopicListPage({ kind, follow: true })({
    params: { path },
    page,
    mode: 'web',
    draftMode: false,
  });

describe.skipIf(!fs.existsSync(storePath()))('topics of tag and section pages', () => {
  it.each([
    ['cimke', ['budapest'], { id: 'tag:budapest', name: 'Budapest' }],
    ['cimke', ['budapest'], { id: 'tag:budapest', name: 'Budapest' }, 2],
    ['rovat', ['belfold'], { id: 'section:belfold', name: 'Belföld' }],
    // A difficulty tab lists a tag: that tag is what its page follows.
    ['rovat', ['szepkilatas', 'konnyu'], { id: 'tag:konnyu-tura', name: expect.any(String) }],
  ] as const)('/%s/%s -> %o (page %s)', async (kind, path, topic, page: number = 1) => {
    const result = await load(kind, path.join('/'), page);
    expect('props' in result && result.props.topic).toEqual(topic);
  });

  it('leaves a page that does not exist a 404', async () => {
    const result = await load('cimke', 'nincs-ilyen');
    expect(result).toMatchObject({ notFound: true });
  });
});
