// The loader of the followable list pages, tag and section pages (issue 17): the list page's props
// (lib/pages/listPageProps.ts) plus the topic the page can be followed as, named as its title shows
// it. A tag page follows its tag, a section page its section, a szepkilatas difficulty tab the tag it
// lists. The route table says which lists are followable (`list.follow`), on the web and in the app.
import { listPage } from './listPageProps';
import { listOfParams } from './listRoutes';
import type { PageLoader } from './pageRequest';
import type { RouteList } from '../routing/routes';
import type { TopicListPageProps } from '../view/listPage';
import { topicId } from '../topics/topicNames';
import { topicOfListFilter } from '../topics/server/topicLists';

export function loadTopicListPage(list: RouteList): PageLoader<TopicListPageProps> {
  return async ({ params, page, mode }) => {
    const route = listOfParams(list, params, page);
    if (!route) return { notFound: true };
    const result = await listPage(route, mode);
    if (!('props' in result)) return result;
    const topic = topicOfListFilter(route.filter);
    const props = await result.props;
    return {
      ...result,
      props: {
        ...props,
        topic: topic ? { id: topicId(topic), name: props.route.title } : null,
      },
    };
  };
}
