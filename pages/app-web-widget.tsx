// /app-web-widget: the compact shared-data widget the mobile app embeds (exchange rates and weather).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { getContentSource } from '@/lib/content/getContentSource';
import { getSharedData } from '@/lib/content/services/sharedData';
import { loadShell } from '@/lib/pages/loadShell';
import type { CommonData } from '@/lib/schemas/commonData';

interface Props {
  data: Pick<CommonData, 'exchangesRates' | 'weatherData'>;
}

export default function AppWidget({ data }: Props) {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{edition.name}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{edition.name}</h1>
      <ul aria-label={t('widgets.exchange')}>
        {data.exchangesRates.map((rate) => (
          <li key={rate.currency}>
            {rate.currency}: {rate.rate} {edition.currencySign}
          </li>
        ))}
      </ul>
      <ul aria-label={t('widgets.weather')}>
        {data.weatherData.map((weather) => (
          <li key={weather.city}>
            {weather.city}: {t('widgets.temperature', { n: weather.temperature })},{' '}
            {weather.description}
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
