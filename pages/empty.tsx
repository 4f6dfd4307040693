// /empty (SPEC section 2): a blank page the newsroom's app opens as a neutral target.
import { EmptyPage } from '@/components/app/EmptyPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default EmptyPage;
export const getStaticProps = staticPropsOf('empty');
