import { PodcastPage } from '@/components/podcast/PodcastPage';
import { podcastStaticPaths, podcastStaticProps } from '@/lib/pages/podcastPageProps';

export default PodcastPage;
export const getStaticProps = podcastStaticProps;
export const getStaticPaths = podcastStaticPaths;
