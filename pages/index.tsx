import { FrontPage } from '@/components/front/FrontPage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default FrontPage;
export const getStaticProps = staticPropsOf('index');
