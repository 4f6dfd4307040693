// The tag and section pages (SPEC section 2 articles_by_tag, articles_by_mstag): the shared list page
// with the follow button under the title (issue 17). Only these two pages import it, so the button's
// code and texts stay out of every other page's first-load JS.
import type { TopicListPageProps } from '@/lib/view/listPage';
import { ListPage } from '../list/ListPage';
import { FollowTopicButton } from './FollowTopicButton';

export function TopicListPage({ topic, ...props }: TopicListPageProps) {
  return (
    <ListPage
      {...props}
      follow={topic ? <FollowTopicButton topic={topic.id} name={topic.name} /> : null}
    />
  );
}
