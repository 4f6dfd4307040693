// /tamogatas/{slug?}: the support campaign, and belepes, hiba, siker (SPEC section 2). SPEC section 5:
// 404 on the regional edition, and on the main edition while donations are closed (DONATIONS=1).
import { SupportPage } from '@/components/support/SupportPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default SupportPage;
export const getServerSideProps = serverPropsOf('support');
