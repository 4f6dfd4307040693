// /egyszazalek: the 1% of personal income tax (SPEC section 5: 404 on the regional edition).
import { TaxPage } from '@/components/support/TaxPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default TaxPage;
export const getStaticProps = staticPropsOf('tax');
