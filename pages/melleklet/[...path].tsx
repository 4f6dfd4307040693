// /melleklet/{supplement}/{tab?}/...: a supplement with its tabs (SPEC section 2). Rendered on first
// request and then cached (ISR). /melleklet/tippjatek has its own page (melleklet/tippjatek/).
import { SupplementPage } from '@/components/supplement/SupplementPage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default SupplementPage;
export const getStaticProps = staticPropsOf('melleklet');
export const getStaticPaths = onFirstRequest;
