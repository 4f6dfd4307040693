// The follow button's texts (topics.hu.ts, topics.en.ts) of a locale.
import { fillTemplate, type Locale } from './locales';
import { topicsEn } from './topics.en';
import { topicsHu, type TopicsKey, type TopicsMessages } from './topics.hu';

export type { TopicsKey } from './topics.hu';

const byLocale: Record<Locale, TopicsMessages> = { hu: topicsHu, en: topicsEn };

export function topicText(
  locale: Locale,
  key: TopicsKey,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(byLocale[locale][key], params);
}
