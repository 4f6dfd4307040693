import { AfterCover } from '@/components/brand/AfterCover';
import { afterCoverStaticProps } from '@/lib/pages/brandCoverProps';

export default AfterCover;
export const getStaticProps = afterCoverStaticProps;
