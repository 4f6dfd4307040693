// /arfolyam/{currency}/{range}: the chart of one currency over a week, a month or a year (issue 16).
// Rendered on first request and cached (ISR); an unknown currency or range is a 404.
import type { GetStaticPaths } from 'next';
import { ExchangePage } from '@/components/exchange/ExchangePage';
import { exchangeStaticProps } from '@/lib/pages/exchangePageProps';

export default ExchangePage;
export const getStaticProps = exchangeStaticProps;
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
