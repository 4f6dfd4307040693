import { PodcastPage } from '@/components/podcast/PodcastPage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default PodcastPage;
export const getStaticProps = staticPropsOf('podcast');
export const getStaticPaths = onFirstRequest;
