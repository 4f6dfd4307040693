import { EpisodePage } from '@/components/podcast/EpisodePage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default EpisodePage;
export const getStaticProps = staticPropsOf('podcast_episode');
export const getStaticPaths = onFirstRequest;
