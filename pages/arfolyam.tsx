// /arfolyam: today's exchange rates against the edition's currency and the default chart (EUR, a
// month). Other currencies and ranges: pages/arfolyam/[currency]/[range].tsx.
import { ExchangePage } from '@/components/exchange/ExchangePage';
import { exchangeStaticProps } from '@/lib/pages/exchangePageProps';

export default ExchangePage;
export const getStaticProps = exchangeStaticProps;
