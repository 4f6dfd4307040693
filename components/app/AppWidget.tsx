// /app-web-widget (SPEC section 2, route app-webview): the compact widget the newsroom's app shows on
// its own home screen: exchange rates in the edition's currency, weather and trending topics, refreshed
// with the shared data every 15 s (one poll for all three). Links (a topic, all rates) are handed to
// the app by the navigation bridge, since the page renders in the app mode.
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useSharedData } from '@/lib/hooks/useSharedData';
import type { SharedDataRefresh } from '@/lib/schemas/commonData';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import * as front from '../front/front.css';
import { RatesBox, WeatherBox } from '../front/SharedWidgets';
import * as styles from './appWidget.css';

export type AppWidgetData = Pick<
  SharedDataRefresh,
  'exchangesRates' | 'weatherData' | 'trendingTags'
>;

export function AppWidget({
  initial,
  renderedAt,
}: {
  initial: AppWidgetData;
  /** When the page was rendered on the server (unix ms): the rates box's "today" until hydration. */
  renderedAt: number;
}) {
  const shared = useSharedData(initial);
  const t = useTranslate();
  return (
    <div className={styles.widget}>
      <h1 className="visually-hidden">{edition.name}</h1>
      <RatesBox id="app-widget-exchange" rates={shared.exchangesRates} renderedAt={renderedAt} />
      <WeatherBox id="app-widget-weather" weather={shared.weatherData} />
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
