import { PodcastIndexPage } from '@/components/podcast/PodcastIndexPage';
import { podcastIndexStaticProps } from '@/lib/pages/podcastPageProps';

export default PodcastIndexPage;
export const getStaticProps = podcastIndexStaticProps;
