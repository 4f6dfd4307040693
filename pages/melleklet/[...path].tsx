// /melleklet/{supplement}/{tab?}/...: a supplement with its tabs (SPEC section 2). Rendered on first
// request and then cached (ISR); the props are lib/pages/supplementPageProps.ts's.
import type { GetStaticPaths } from 'next';
import { SupplementPage } from '@/components/supplement/SupplementPage';
import { supplementStaticProps } from '@/lib/pages/supplementPageProps';

export default SupplementPage;

export const getStaticProps = supplementStaticProps;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
