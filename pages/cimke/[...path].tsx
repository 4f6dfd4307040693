import { TopicListPage } from '@/components/topics/TopicListPage';
import { listStaticPaths } from '@/lib/pages/listPageProps';
import { topicListStaticProps } from '@/lib/topics/server/topicListProps';

export default TopicListPage;
export const getStaticProps = topicListStaticProps('cimke');
export const getStaticPaths = listStaticPaths;
