import { ListPage } from '@/components/list/ListPage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default ListPage;
export const getStaticProps = staticPropsOf('legfrissebb');
export const getStaticPaths = onFirstRequest;
