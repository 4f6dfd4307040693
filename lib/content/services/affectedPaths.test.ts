// Which pages on-demand revalidation refreshes for an article: every page a reader would find it on.
import { sampleListItem } from '@/tests/fixtures/listItem';
import { pathsShowingArticle } from './affectedPaths';

const tag = (slug: string, id = 1) => ({ id, name: slug, slug });

describe('pathsShowingArticle', () => {
  it('an article: itself, the front page, the newest list, its section, tags and authors', () => {
    const paths = pathsShowingArticle(sampleListItem({ tags: [tag('kormany')] }));
    expect(paths).toEqual([
      '/belfold/2026/11/20/cim',
      '/',
      '/legfrissebb',
      '/rovat/belfold',
      '/cimke/kormany',
      '/szerzo/szabo-eszter',
    ]);
  });

  it('a live blog also its /elo page; flagged articles their flag lists', () => {
    const paths = pathsShowingArticle(
      sampleListItem({ type: 'liveblog', important: true, favorite: true }),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/cim\/elo$/),
        '/legfontosabb',
        '/kedvenceink',
      ]),
    );
  });

  it.each([
    [
      'the supplement tag alone: the supplement',
      ['usa-2024'],
      ['/melleklet/usa-2024'],
      ['/melleklet/usa-2024/elemzesek'],
    ],
    [
      "with its tab's tag too: the tab besides",
      ['usa-2024', 'elemzes'],
      ['/melleklet/usa-2024', '/melleklet/usa-2024/elemzesek'],
      [],
    ],
    ["the tab's tag without the supplement's: neither", ['elemzes'], [], ['/melleklet/usa-2024']],
  ])('%s', (_case, tags, shown, notShown) => {
    const paths = pathsShowingArticle(
      sampleListItem({ tags: tags.map((slug, i) => tag(slug, i)) }),
    );
    expect(paths).toEqual(expect.arrayContaining(shown));
    for (const path of notShown) expect(paths).not.toContain(path);
    // The shows tab lists episodes, not articles.
    expect(paths).not.toContain('/melleklet/usa-2024/musorok');
  });

  it('names each page once', () => {
    const paths = pathsShowingArticle(
      sampleListItem({ tags: [tag('belfold', 1), tag('belfold', 2)] }),
    );
    expect(paths.length).toBe(new Set(paths).size);
  });
});
