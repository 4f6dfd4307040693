import { ArticlePage } from '@/components/article/ArticlePage';
import { articleStaticPaths, articleStaticProps } from '@/lib/pages/articlePageProps';

export default ArticlePage;
export const getStaticProps = articleStaticProps(false);
export const getStaticPaths = articleStaticPaths;
