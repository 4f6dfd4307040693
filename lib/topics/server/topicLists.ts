// Topics and the content port's lists (issue 17): the list a topic's articles are read from (its page
// exists when that list is not empty) and the topic a list page can be followed as. Server side: the
// list filter is the port's type.
import type { ListFilter } from '../../content/contentSource';
import { isTopicSlug, TOPIC_KINDS, type Topic, type TopicKind } from '../topicNames';

/** The store's list filter of each topic kind (the list page a topic's articles are read from). */
const FILTER_KIND = {
  tag: 'tag',
  section: 'mstag',
} as const satisfies Record<TopicKind, ListFilter['kind']>;

/** The topic a list shows: a tag list its tag, a section list its section; other lists none. */
export function topicOfListFilter(filter: ListFilter | undefined): Topic | null {
  if (!filter || !isTopicSlug(filter.key)) return null;
  const kind = TOPIC_KINDS.find((k) => FILTER_KIND[k] === filter.kind);
  return kind ? { kind, slug: filter.key } : null;
}

/** The list a topic's articles are read from (its page exists when that list is not empty). */
export function topicListFilter(topic: Topic): ListFilter {
  return { kind: FILTER_KIND[topic.kind], key: topic.slug };
}
