// /valasztasi-terkep/{supplement}/{view?}: the embeddable election map (issue 31; SPEC section 7's map
// iframe), framed by the supplements' Adatok tab and by the sites FRAME_ANCESTORS names.
import { ElectionMapPage } from '@/components/elections/ElectionMapPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default ElectionMapPage;
export const getServerSideProps = serverPropsOf('election_map');
