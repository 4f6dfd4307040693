import { G7Cover } from '@/components/brand/G7Cover';
import { g7CoverStaticProps } from '@/lib/pages/brandCoverProps';

export default G7Cover;
export const getStaticProps = g7CoverStaticProps;
