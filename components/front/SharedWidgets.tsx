// Exchange rates (in the edition's currency) and weather, refreshed with the shared data.
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import type { FrontPageProps } from '@/lib/view/frontPage';
import { TrendMark } from '../exchange/TrendMark';
import * as styles from './front.css';

export function SharedWidgets({ initial }: { initial: FrontPageProps['shared'] }) {
  const shared = useSharedData(initial);
  const t = useTranslate();
  const locale = useLocale();
  const rates = shared.exchangesRates ?? [];
  const weather = shared.weatherData ?? [];
  return (
    <>
      <section className={styles.box} aria-labelledby="widget-exchange">
        <h2 id="widget-exchange" className={styles.boxTitle}>
          {t('widgets.exchange')}
        </h2>
        <ul className={styles.boxList}>
          {rates.slice(0, 4).map((rate) => (
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
      <section className={styles.box} aria-labelledby="widget-weather">
        <h2 id="widget-weather" className={styles.boxTitle}>
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
    </>
  );
}
