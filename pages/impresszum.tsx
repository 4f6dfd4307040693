// /impresszum (main edition; the regional edition redirects to /dokumentum/impresszum): the impresszum
// document with the publisher's data and the staff (docStaticProps adds them to the impresszum).
import { DocPage } from '@/components/doc/DocPage';
import { docStaticProps } from '@/lib/pages/docPageProps';

export default DocPage;
export const getStaticProps = docStaticProps({ slug: 'impresszum', path: '/impresszum' });
