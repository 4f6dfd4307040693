import { ListPage } from '@/components/list/ListPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default ListPage;
export const getStaticProps = staticPropsOf('english');
