import { TopicListPage } from '@/components/topics/TopicListPage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default TopicListPage;
export const getStaticProps = staticPropsOf('articles_by_mstag');
export const getStaticPaths = onFirstRequest;
