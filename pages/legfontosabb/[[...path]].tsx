import { ListPage } from '@/components/list/ListPage';
import { listStaticPaths, listStaticProps } from '@/lib/pages/listPageProps';

export default ListPage;
export const getStaticProps = listStaticProps('legfontosabb');
export const getStaticPaths = listStaticPaths;
