// Hungarian texts of the follow button on tag and section pages (issue 17, topic notifications). Kept
// apart from hu.ts, which ships with every page: only the tag and section pages load these
// (components/topics/useTopicText.ts). topics.en.ts has exactly these keys.
export const topicsHu = {
  'topics.follow': 'Követés',
  'topics.following': 'Követem',
  'topics.label': '– {name}',
  'topics.followed': 'Értesítünk a(z) {name} új cikkeiről.',
  'topics.unfollowed': 'Leiratkoztál a(z) {name} értesítéseiről.',
  'topics.error.rateLimited': 'Túl sok kérés, próbáld újra később.',
  'topics.error.network': 'Nem értük el a szervert. Ellenőrizd a kapcsolatot, és próbáld újra.',
  'topics.error.save': 'Nem sikerült menteni. Próbáld újra később.',
  'topics.error.load': 'Nem sikerült lekérdezni, hogy követed-e ezt a témát.',
  'topics.push.on': 'Ebben a böngészőben értesítést kapsz róluk.',
  'topics.push.denied':
    'A böngésződ nem engedi az értesítéseket, így nem kapsz értesítést a(z) {name} új cikkeiről. A böngésző beállításaiban engedélyezheted őket.',
  'topics.push.unsupported': 'Ez a böngésző nem tud értesítést fogadni.',
  'topics.push.failed': 'Az értesítéseket most nem sikerült bekapcsolni. Próbáld újra később.',
  'topics.push.off': 'Már egy témát sem követsz, így nem küldünk több értesítést.',
} as const;

export type TopicsKey = keyof typeof topicsHu;
export type TopicsMessages = Record<TopicsKey, string>;
