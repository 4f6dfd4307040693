// /impresszum (main edition; the regional edition redirects to /dokumentum/impresszum): the impresszum
// document with the publisher's data and the staff.
import { DocPage } from '@/components/doc/DocPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default DocPage;
export const getStaticProps = staticPropsOf('impress');
