// /egyszazalek: the 1% of personal income tax (SPEC section 5: 404 on the regional edition).
import { TaxPage } from '@/components/support/TaxPage';
import { taxStaticProps } from '@/lib/pages/taxPageProps';

export default TaxPage;
export const getStaticProps = taxStaticProps;
