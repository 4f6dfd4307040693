import { EpisodePage } from '@/components/podcast/EpisodePage';
import { episodeStaticProps, podcastStaticPaths } from '@/lib/pages/podcastPageProps';

export default EpisodePage;
export const getStaticProps = episodeStaticProps;
export const getStaticPaths = podcastStaticPaths;
