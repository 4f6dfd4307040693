import { ListPage } from '@/components/list/ListPage';
import { listStaticPaths, listStaticProps } from '@/lib/pages/listPageProps';

export default ListPage;
export const getStaticProps = listStaticProps('g7', ['tab']);
export const getStaticPaths = listStaticPaths;
