// English texts of the follow button on tag and section pages: the same keys as topics.hu.ts.
import type { TopicsMessages } from './topics.hu';

export const topicsEn = {
  'topics.follow': 'Follow',
  'topics.following': 'Following',
  'topics.label': '– {name}',
  'topics.followed': 'We will let you know about new articles on {name}.',
  'topics.unfollowed': 'You no longer get notifications about {name}.',
  'topics.error.rateLimited': 'Too many requests, please try again later.',
  'topics.error.network': 'We could not reach the server. Check your connection and try again.',
  'topics.error.save': 'That could not be saved. Please try again later.',
  'topics.error.load': 'We could not check whether you follow this topic.',
  'topics.push.on': 'You will be notified in this browser.',
  'topics.push.denied':
    'Your browser does not allow notifications, so you will not be notified about new articles on {name}. You can allow them in the browser settings.',
  'topics.push.unsupported': 'This browser cannot receive notifications.',
  'topics.push.failed': 'Notifications could not be turned on now. Please try again later.',
  'topics.push.off': 'You no longer follow any topic, so we will send no more notifications.',
} as const satisfies TopicsMessages;
