// Hungarian texts of the RSS channels (lib/feeds/buildFeed.ts): their descriptions. {theSite} is the
// edition's name with the definite article its first sound takes ('a Hírvonal'), which the code
// chooses. Server side only: no page loads it. feeds.en.ts has exactly these keys.
export const feedsHu = {
  'feed.description': '{title}: {theSite} legfrissebb cikkei',
  'feed.searchDescription': 'Keresési találatok {theSite} archívumában',
  'feed.searchDescriptionTerm': 'Keresési találatok {theSite} archívumában: „{term}”',
} as const;

export type FeedsKey = keyof typeof feedsHu;
export type FeedsMessages = Record<FeedsKey, string>;
