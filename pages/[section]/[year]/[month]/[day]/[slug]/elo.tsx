import { ArticlePage } from '@/components/article/ArticlePage';
import { articleStaticProps } from '@/lib/pages/articlePageProps';

export default ArticlePage;
export const getStaticProps = articleStaticProps(true);
export const getStaticPaths = async () => ({ paths: [], fallback: 'blocking' as const });
