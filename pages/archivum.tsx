// /archivum: search results for `term` and `filters` (JSON), rendered per request (SPEC section 2).
import { SearchPage } from '@/components/search/SearchPage';
import { serverPropsOf } from '@/lib/pages/pageKinds';

export default SearchPage;
export const getServerSideProps = serverPropsOf('archivum');
