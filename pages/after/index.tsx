// /after: the sub-brand's cover (SPEC section 2); its list's other pages are after/oldal/[oldal].
import { AfterCover } from '@/components/brand/AfterCover';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default AfterCover;
export const getStaticProps = staticPropsOf('after');
