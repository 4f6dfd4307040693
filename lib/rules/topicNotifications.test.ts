// Topic notifications (issue 32 item 2; SPEC section 3 "Topic subscription: clientToken, topic" and
// section 7 /api/subscriptions): the topics an article notifies, which articles notify, and the
// hourly limit per reader.
import { PUSH_FRESH_MS, PUSH_LIMIT_WINDOW_MS, PUSH_PER_CLIENT_PER_HOUR } from '../constants';
import {
  articleTopicIds,
  isNotifiable,
  isPushServiceEndpoint,
  underPushLimit,
} from './topicNotifications';

const section = (slug: string) => ({ slug, name: slug, active: true });
const tag = (slug: string) => ({ slug, name: slug });

describe('articleTopicIds', () => {
  it.each([
    [
      'tags and the main section',
      { tags: [tag('budapest')], mainSuperTag: section('belfold'), superTags: [] },
      ['section:belfold', 'tag:budapest'],
    ],
    [
      'every section once, also the main one listed again',
      {
        tags: [tag('a'), tag('b')],
        mainSuperTag: section('belfold'),
        superTags: [section('belfold'), section('gazdasag')],
      },
      ['section:belfold', 'section:gazdasag', 'tag:a', 'tag:b'],
    ],
    [
      'a tag named like a section stays a tag',
      { tags: [tag('sport')], mainSuperTag: section('sport'), superTags: [] },
      ['section:sport', 'tag:sport'],
    ],
  ])('%s', (_, item, ids) => {
    expect(articleTopicIds(item as Parameters<typeof articleTopicIds>[0])).toEqual(ids);
  });
});

describe('isNotifiable', () => {
  const now = Date.UTC(2026, 10, 27, 4);
  const at = (ms: number) => Math.floor(ms / 1000);
  it.each([
    ['just published', { active: true, parent: null, pubDate: at(now) }, true],
    ['a minute ago', { active: true, parent: null, pubDate: at(now - 60_000) }, true],
    [
      'as old as the window',
      { active: true, parent: null, pubDate: at(now - PUSH_FRESH_MS) },
      true,
    ],
    ['older', { active: true, parent: null, pubDate: at(now - PUSH_FRESH_MS) - 1 }, false],
    ['dated an hour ahead', { active: true, parent: null, pubDate: at(now + 3_600_000) }, false],
    ['inactive', { active: false, parent: null, pubDate: at(now) }, false],
    ['a live blog post', { active: true, parent: { id: 7 }, pubDate: at(now) }, false],
  ])('%s: %s', (_, item, notifiable) => {
    expect(isNotifiable(item, now)).toBe(notifiable);
  });
});

describe(`underPushLimit (at most ${PUSH_PER_CLIENT_PER_HOUR} an hour)`, () => {
  const now = Date.UTC(2026, 10, 27, 4);
  const times = (n: number, start: number) => Array.from({ length: n }, (_, i) => start + i);
  it.each([
    ['none yet', [], true],
    ['one fewer than the limit', times(PUSH_PER_CLIENT_PER_HOUR - 1, now - 1000), true],
    ['the limit reached', times(PUSH_PER_CLIENT_PER_HOUR, now - 1000), false],
    [
      'the limit reached, but the oldest just out of the hour',
      [now - PUSH_LIMIT_WINDOW_MS, ...times(PUSH_PER_CLIENT_PER_HOUR - 1, now - 1000)],
      true,
    ],
    ['many, all older than an hour', times(50, now - 2 * PUSH_LIMIT_WINDOW_MS), true],
  ])('%s: %s', (_, queuedAt, allowed) => {
    expect(underPushLimit(queuedAt, now)).toBe(allowed);
  });
});

describe('isPushServiceEndpoint (the server POSTs only to push services)', () => {
  const extra = ['http://127.0.0.1:3213'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['http://127.0.0.1:3213/push/abc', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', false],
    ['http://127.0.0.1:3214/push/abc', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['nem url', false],
  ])('%s: %s', (endpoint, ok) => {
    expect(isPushServiceEndpoint(endpoint, extra)).toBe(ok);
  });
});
