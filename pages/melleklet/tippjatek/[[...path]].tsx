// /melleklet/tippjatek/{subSlug?}/{key?} (SPEC section 2 route tippjatek; issue 31 item 6): the
// prediction games, a game with its form, a tip's shareable page. Rendered per request
// (lib/pages/predictionPageProps.ts): personal, and it takes its form's post.
import { PredictionPage } from '@/components/predictions/PredictionPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default PredictionPage;
export const getServerSideProps = serverPropsOf('tippjatek');
