// /arfolyam/{currency}/{range}: the chart of one currency over a week, a month or a year (issue 16).
// An unknown currency or range is a 404.
import { ExchangePage } from '@/components/exchange/ExchangePage';
import { onFirstRequest, staticPropsOf } from '@/lib/pages/pageKinds';

export default ExchangePage;
export const getStaticProps = staticPropsOf('exchange');
export const getStaticPaths = onFirstRequest;
