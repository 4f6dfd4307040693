// Whether a topic can be followed on this edition (issue 17): a tag or section whose list page exists,
// i.e. whose list has articles here (SPEC section 5: "A section list with zero items gives 404"). Read
// through the content port, so it holds for the local store and a remote content API alike.
import type { ContentSource } from '../../content/contentSource';
import type { Topic } from '../topicNames';
import { topicListFilter } from './topicLists';

export async function topicExists(
  source: Pick<ContentSource, 'listArticles'>,
  topic: Topic,
): Promise<boolean> {
  const list = await source.listArticles({ filter: topicListFilter(topic), page: 1, perPage: 1 });
  return list.totalItems > 0;
}
