import { FrontPage } from '@/components/front/FrontPage';
import { frontPageStaticProps } from '@/lib/pages/frontPageProps';

export default FrontPage;
export const getStaticProps = frontPageStaticProps;
