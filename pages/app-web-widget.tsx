// /app-web-widget: the compact shared-data widget the mobile app embeds (exchange rates and weather).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '@/lib/content/getContentSource';
import { getSharedData } from '@/lib/content/services/sharedData';
import { loadShell } from '@/lib/pages/loadShell';
import type { CommonData } from '@/lib/schemas/commonData';

interface Props {
  data: Pick<CommonData, 'exchangesRates' | 'weatherData'>;
}

export default function AppWidget({ data }: Props) {
  return (
    <>
      <Head>
        <title>{edition.name}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{edition.name}</h1>
      <ul aria-label="Árfolyamok">
        {data.exchangesRates.map((rate) => (
          <li key={rate.currency}>
            {rate.currency}: {rate.rate} {edition.currencySign}
          </li>
        ))}
      </ul>
      <ul aria-label="Időjárás">
        {data.weatherData.map((weather) => (
          <li key={weather.city}>
            {weather.city}: {weather.temperature} °C, {weather.description}
          </li>
        ))}
      </ul>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { exchangesRates, weatherData } = await getSharedData(getContentSource());
  return {
    props: { shell: await loadShell(), data: { exchangesRates, weatherData } },
    revalidate: 60,
  };
};
