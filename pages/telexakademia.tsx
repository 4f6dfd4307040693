import { DocPage } from '@/components/doc/DocPage';
import { docStaticProps } from '@/lib/pages/docPageProps';

export default DocPage;
// SPEC section 5: 404 on the regional edition.
export const getStaticProps = docStaticProps({
  slug: 'akademia',
  feature: 'academy',
  path: '/telexakademia',
});
