import { ArticlePage } from '@/components/article/ArticlePage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default ArticlePage;
export const getStaticProps = staticPropsOf('liveblog_article');
export const getStaticPaths = onFirstRequest;
