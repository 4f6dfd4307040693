// The follow button's texts (topics.hu.ts, topics.en.ts) of a locale.
import { areaText } from './locales';
import { topicsEn } from './topics.en';
import { topicsHu, type TopicsKey } from './topics.hu';

export type { TopicsKey } from './topics.hu';

export const topicText = areaText<TopicsKey>({ hu: topicsHu, en: topicsEn });
