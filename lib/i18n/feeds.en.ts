// English texts of the RSS channels: the same keys as feeds.hu.ts ({theSite} is the bare name).
import type { FeedsMessages } from './feeds.hu';

export const feedsEn = {
  'feed.description': '{title}: the latest articles from {theSite}',
  'feed.searchDescription': 'Search results in the {theSite} archive',
  'feed.searchDescriptionTerm': 'Search results in the {theSite} archive: “{term}”',
} as const satisfies FeedsMessages;
