// Topic naming (issue 17; SPEC section 7: /api/subscriptions takes clientToken and topic; SPEC
// section 2: tag pages /cimke/{slug}, section pages /rovat/{slug}).
import { parseTopicId, topicId, type Topic } from './topicNames';

describe('topic ids', () => {
  it.each<[Topic, string]>([
    [{ kind: 'tag', slug: 'budapest' }, 'tag:budapest'],
    [{ kind: 'tag', slug: 'orosz-ukran-haboru' }, 'tag:orosz-ukran-haboru'],
    [{ kind: 'section', slug: 'belfold' }, 'section:belfold'],
    [{ kind: 'section', slug: 'direkt36' }, 'section:direkt36'],
  ])('%o <-> %s', (topic, id) => {
    expect(topicId(topic)).toBe(id);
    expect(parseTopicId(id)).toEqual(topic);
  });

  it.each([
    ['', 'empty'],
    ['budapest', 'no kind'],
    ['tag:', 'no slug'],
    ['author:halasz-marton', 'authors are not topics (SPEC section 2: only tag and section pages)'],
    ['Tag:budapest', 'kind in capitals'],
    ['tag:Budapest', 'slug in capitals: one spelling per topic'],
    ['tag:kormány', 'accents'],
    ['tag:buda pest', 'space'],
    ['tag:-budapest', 'leading dash'],
    ['tag:buda--pest', 'double dash'],
    ['tag:budapest/oldal/2', 'a path'],
    ['tag:budapest:x', 'an extra part'],
    [' tag:budapest', 'a leading space'],
    [`tag:${'a'.repeat(101)}`, 'a slug over 100 characters'],
  ])('%j is not a topic (%s)', (id) => {
    expect(parseTopicId(id)).toBeNull();
  });

  it('takes a slug of exactly 100 characters', () => {
    expect(parseTopicId(`section:${'a'.repeat(100)}`)).toEqual({
      kind: 'section',
      slug: 'a'.repeat(100),
    });
  });
});
