// getStaticProps of the tag and section pages (issue 17): the list page's props (lib/pages/
// listPageProps.ts) plus the topic the page can be followed as, named as its title shows it. A tag page
// follows its tag, a section page its section, a szepkilatas difficulty tab the tag it lists.
import type { GetStaticProps } from 'next';
import { listStaticProps } from '../../pages/listPageProps';
import { resolveListRoute } from '../../pages/listRoutes';
import type { TopicListPageProps } from '../../view/listPage';
import { topicId } from '../topicNames';
import { topicOfListFilter } from './topicLists';

export function topicListStaticProps(kind: 'cimke' | 'rovat'): GetStaticProps<TopicListPageProps> {
  const listProps = listStaticProps(kind);
  return async (context) => {
    const result = await listProps(context);
    if (!('props' in result)) return result;
    const path = context.params?.path;
    const route = resolveListRoute(kind, path === undefined ? [] : [path].flat());
    const topic = topicOfListFilter(route?.filter);
    return {
      ...result,
      props: {
        ...result.props,
        topic: topic ? { id: topicId(topic), name: result.props.route.title } : null,
      },
    };
  };
}
