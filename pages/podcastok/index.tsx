import { PodcastIndexPage } from '@/components/podcast/PodcastIndexPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default PodcastIndexPage;
export const getStaticProps = staticPropsOf('podcasts');
