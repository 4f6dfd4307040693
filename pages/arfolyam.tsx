// /arfolyam: today's exchange rates against the edition's currency, with the last 30 days of EUR.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
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

const trend = { 1: '▲ emelkedett', 0: '■ változatlan', [-1]: '▼ csökkent' } as const;
const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 4 });

export default function ExchangePage({ rates, history }: Props) {
  const title = 'Árfolyamok';
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, title)}</title>
      </Head>
      <h1>{title}</h1>
      <table>
        <caption>Mai árfolyamok ({edition.currencySign})</caption>
        <thead>
          <tr>
            <th scope="col">Deviza</th>
            <th scope="col">Árfolyam</th>
            <th scope="col">Változás</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.currency}>
              <th scope="row">{rate.currency}</th>
              <td>
                {number.format(rate.rate)} {edition.currencySign}
              </td>
              <td>{trend[rate.updown]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.length ? (
        <table>
          <caption>Az euró árfolyama az elmúlt {history.length} napban</caption>
          <thead>
            <tr>
              <th scope="col">Nap</th>
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
