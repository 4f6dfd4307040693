// /sport/foci: the football page (SPEC section 2; issue 15). Rendered per URL (its query parameters
// are the selection) and cached briefly by shared caches; live matches refresh in the browser.
import { FootballPage } from '@/components/sport/FootballPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default FootballPage;
export const getServerSideProps = serverPropsOf('football');
