// /sport/forma-1: the Formula 1 page (SPEC section 2; issue 15). Rendered per URL (its query
// parameters are the selection) and cached briefly by shared caches; a live race refreshes in the browser.
import { F1Page } from '@/components/sport/F1Page';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default F1Page;
export const getServerSideProps = serverPropsOf('formula1');
