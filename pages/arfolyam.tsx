// /arfolyam: today's exchange rates against the edition's currency, with the last 30 days of EUR.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { getContentSource } from '@/lib/content/getContentSource';
import { getExchange } from '@/lib/content/services/sharedData';
import { loadShell } from '@/lib/pages/loadShell';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { ExchangeHistoryPoint, ExchangeRate } from '@/lib/schemas/commonData';
import type { ShellData } from '@/lib/view/shellData';

interface Props {
  shell: ShellData;
  rates: ExchangeRate[];
  history: ExchangeHistoryPoint[];
}

const trend = {
  1: ['▲', 'widgets.trendUp'],
  0: ['■', 'widgets.trendSame'],
  [-1]: ['▼', 'widgets.trendDown'],
} as const;

export default function ExchangePage({ rates, history }: Props) {
  const t = useTranslate();
  const number = new Intl.NumberFormat(intlLocales[useLocale()], { maximumFractionDigits: 4 });
  const title = t('exchange.title');
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
      </Head>
      <h1>{title}</h1>
      <table>
        <caption>{t('exchange.todayCaption', { currency: edition.currencySign })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('exchange.currency')}</th>
            <th scope="col">{t('exchange.rate')}</th>
            <th scope="col">{t('exchange.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.currency}>
              <th scope="row">{rate.currency}</th>
              <td>
                {number.format(rate.rate)} {edition.currencySign}
              </td>
              <td>
                {trend[rate.updown][0]} {t(trend[rate.updown][1])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.length ? (
        <table>
          <caption>{t('exchange.historyCaption', { n: history.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('exchange.day')}</th>
              <th scope="col">EUR</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.date}</th>
                <td>
                  {number.format(point.rate)} {edition.currencySign}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const exchange = await getExchange(getContentSource());
  return {
    props: {
      shell: await loadShell(),
      rates: exchange[edition.currency],
      history: exchange.history[edition.currency]?.EUR ?? [],
    },
    revalidate: 300,
  };
};
