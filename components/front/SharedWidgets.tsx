// Exchange rates (in the edition's currency) and weather, refreshed with the shared data. The two boxes
// are also the app's home-screen widget's (components/app/AppWidget.tsx).
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { FRONT_PAGE_RATES } from '@/lib/constants';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import type { SharedDataRefresh } from '@/lib/schemas/sharedDataRefresh';
import type { FrontPageProps } from '@/lib/view/frontPage';
import { TrendMark } from '../exchange/TrendMark';
import * as styles from './front.css';

export function RatesBox({
  id,
  rates,
}: {
  id: string;
  rates: SharedDataRefresh['exchangesRates'];
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {t('widgets.exchange')}
      </h2>
      <ul className={styles.boxList}>
        {rates.map((rate) => (
          <li key={rate.currency}>
            <strong>{rate.currency}</strong> {rate.rate.toLocaleString(intlLocales[locale])}{' '}
            {edition.currencySign} <TrendMark updown={rate.updown} />
          </li>
        ))}
      </ul>
      <Link href={paths.exchange()} className={styles.small}>
        {t('widgets.allRates')}
      </Link>
    </section>
  );
}

export function WeatherBox({
  id,
  weather,
}: {
  id: string;
  weather: SharedDataRefresh['weatherData'];
}) {
  const t = useTranslate();
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {t('widgets.weather')}
      </h2>
      <ul className={styles.boxList}>
        {weather.map((w) => (
          <li key={w.city}>
            {w.city}: <strong>{t('widgets.temperature', { n: w.temperature })}</strong>{' '}
            <span className={styles.small}>{w.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SharedWidgets({ initial }: { initial: FrontPageProps['shared'] }) {
  const shared = useSharedData(initial);
  return (
    <>
      <RatesBox
        id="widget-exchange"
        rates={(shared.exchangesRates ?? []).slice(0, FRONT_PAGE_RATES)}
      />
      <WeatherBox id="widget-weather" weather={shared.weatherData ?? []} />
    </>
  );
}
