// /arfolyam: today's exchange rates against the edition's currency and the default chart (EUR, a
// month). Other currencies and ranges: pages/arfolyam/[currency]/[range].tsx.
import { ExchangePage } from '@/components/exchange/ExchangePage';
import { staticPropsOf } from '@/lib/pages/pageKinds';

export default ExchangePage;
export const getStaticProps = staticPropsOf('exchange');
