import { DocPage } from '@/components/doc/DocPage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default DocPage;
export const getStaticProps = staticPropsOf('doc');
export const getStaticPaths = onFirstRequest;
