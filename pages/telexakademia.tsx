// /telexakademia: the academy document (SPEC section 5: 404 on the regional edition).
import { DocPage } from '@/components/doc/DocPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default DocPage;
export const getStaticProps = staticPropsOf('academy');
