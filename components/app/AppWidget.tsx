// /app-web-widget (SPEC section 2, route app-webview): the compact widget the newsroom's app shows on
// its own home screen: exchange rates in the edition's currency, weather and trending topics, refreshed
// with the shared data every 15 s (one poll for all three). Links (a topic, all rates) are handed to
// the app by the navigation bridge, since the page renders in the app mode.
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useSharedData } from '@/lib/hooks/useSharedData';
import type { SharedDataRefresh } from '@/lib/schemas/sharedDataRefresh';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import { TrendMark } from '../exchange/TrendMark';
import * as front from '../front/front.css';
import * as styles from './appWidget.css';

export type AppWidgetData = Pick<
  SharedDataRefresh,
  'exchangesRates' | 'weatherData' | 'trendingTags'
>;

export function AppWidget({ initial }: { initial: AppWidgetData }) {
  const shared = useSharedData(initial);
  const t = useTranslate();
  const locale = useLocale();
  return (
    <div className={styles.widget}>
      <h1 className="visually-hidden">{edition.name}</h1>
      <section className={front.box} aria-labelledby="app-widget-exchange">
        <h2 id="app-widget-exchange" className={front.boxTitle}>
          {t('widgets.exchange')}
        </h2>
        <ul className={front.boxList}>
          {shared.exchangesRates.map((rate) => (
            <li key={rate.currency}>
              <strong>{rate.currency}</strong> {rate.rate.toLocaleString(intlLocales[locale])}{' '}
              {edition.currencySign} <TrendMark updown={rate.updown} />
            </li>
          ))}
        </ul>
        <Link href={paths.exchange()} className={front.small}>
          {t('widgets.allRates')}
        </Link>
      </section>
      <section className={front.box} aria-labelledby="app-widget-weather">
        <h2 id="app-widget-weather" className={front.boxTitle}>
          {t('widgets.weather')}
        </h2>
        <ul className={front.boxList}>
          {shared.weatherData.map((w) => (
            <li key={w.city}>
              {w.city}: <strong>{t('widgets.temperature', { n: w.temperature })}</strong>{' '}
              <span className={front.small}>{w.description}</span>
            </li>
          ))}
        </ul>
      </section>
      {shared.trendingTags.length ? (
        <section className={front.box} aria-labelledby="app-widget-trending">
          <h2 id="app-widget-trending" className={front.boxTitle}>
            {t('front.trendingTags')}
          </h2>
          <ul className={styles.tags}>
            {shared.trendingTags.map((tag) => (
              <li key={tag.slug}>
                <Link href={paths.tag(tag.slug)}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
