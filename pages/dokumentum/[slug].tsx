import type { GetStaticPaths } from 'next';
import { DocPage } from '@/components/doc/DocPage';
import { docStaticProps } from '@/lib/pages/docPageProps';

export default DocPage;
export const getStaticProps = docStaticProps();
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
