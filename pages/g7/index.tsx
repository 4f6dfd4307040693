// /g7: the sub-brand's cover (SPEC section 2); its tabs and its list's other pages are the other g7 files.
import { G7Cover } from '@/components/brand/G7Cover';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default G7Cover;
export const getStaticProps = staticPropsOf('g7');
