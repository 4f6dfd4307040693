import { ListPage } from '@/components/list/ListPage';
import { listStaticProps } from '@/lib/pages/listPageProps';

export default ListPage;
export const getStaticProps = listStaticProps('g7', []);
