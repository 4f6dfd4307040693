// Topics of list pages (issue 17; SPEC section 2: tag pages /cimke/{slug}, section pages /rovat/{slug}).
import { topicPath, type Topic } from '../topicNames';
import { topicListFilter, topicOfListFilter } from './topicLists';

describe('topics of list pages', () => {
  it.each([
    [
      { kind: 'tag', key: 'budapest' },
      { kind: 'tag', slug: 'budapest' },
    ],
    [
      { kind: 'mstag', key: 'belfold' },
      { kind: 'section', slug: 'belfold' },
    ],
    // /rovat/szepkilatas/konnyu lists the tag konnyu-tura: that is what its page follows.
    [
      { kind: 'tag', key: 'konnyu-tura' },
      { kind: 'tag', slug: 'konnyu-tura' },
    ],
    [{ kind: 'author', key: 'halasz-marton' }, null],
    [{ kind: 'flag', key: 'legfontosabb' }, null],
    [undefined, null],
  ] as const)('%o -> %o', (filter, topic) => {
    expect(topicOfListFilter(filter)).toEqual(topic);
  });

  it.each<[Topic, { kind: string; key: string }, string]>([
    [{ kind: 'tag', slug: 'budapest' }, { kind: 'tag', key: 'budapest' }, '/cimke/budapest'],
    [{ kind: 'section', slug: 'belfold' }, { kind: 'mstag', key: 'belfold' }, '/rovat/belfold'],
  ])('%o is read from %o and lives at %s', (topic, filter, path) => {
    expect(topicListFilter(topic)).toEqual(filter);
    expect(topicPath(topic)).toBe(path);
    expect(topicOfListFilter(topicListFilter(topic))).toEqual(topic);
  });
});
