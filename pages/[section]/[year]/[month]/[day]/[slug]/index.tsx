import { ArticlePage } from '@/components/article/ArticlePage';
import { staticPropsOf } from '@/lib/pages/pageKinds';
import { articleStaticPaths } from '@/lib/pages/articlePageProps';

export default ArticlePage;
export const getStaticProps = staticPropsOf('single_article');
export const getStaticPaths = articleStaticPaths;
