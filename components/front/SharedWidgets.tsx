// Exchange rates (in the edition's currency) and weather, refreshed with the shared data. The two boxes
// are also the app's home-screen widget's (components/app/AppWidget.tsx). A rate quoted per 100 says
// so ('100 HUF'), and rates that are not today's say their day in the title (issue 27 item 6): with the
// server's render time until hydration, then with the reader's clock, so the markup matches. The
// weather data carries no time, and its title claims none.
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { FRONT_PAGE_RATES } from '@/lib/constants';
import { useNow } from '@/lib/hooks/useNow';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { paths } from '@/lib/routing/paths';
import { quoteUnit, quotedAmount } from '@/lib/rules/quoteUnit';
import { todayBoxTitle } from '@/lib/rules/todayBox';
import type { SharedDataRefresh } from '@/lib/schemas/commonData';
import type { FrontPageProps } from '@/lib/view/frontPage';
import { TrendMark } from '../exchange/TrendMark';
import * as styles from './front.css';

export function RatesBox({
  id,
  rates,
  renderedAt,
}: {
  id: string;
  rates: SharedDataRefresh['exchangesRates'];
  /** When the page was rendered on the server (unix ms). */
  renderedAt: number;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const now = useNow(renderedAt);
  const title = todayBoxTitle(
    rates.map((rate) => rate.date),
    {
      locale,
      timeZone: edition.timeZone,
      now,
      today: t('widgets.exchange'),
      dated: (date) => t('widgets.exchangeDated', { date }),
    },
  );
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {title}
      </h2>
      <ul className={styles.boxList}>
        {rates.map((rate) => (
          <li key={rate.currency}>
            <strong>{quotedAmount(rate.currency, quoteUnit(rate))}</strong>{' '}
            {rate.rate.toLocaleString(intlLocales[locale])} {edition.currencySign}{' '}
            <TrendMark updown={rate.updown} />
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

export function SharedWidgets({
  initial,
  renderedAt,
}: {
  initial: FrontPageProps['shared'];
  renderedAt: number;
}) {
  const shared = useSharedData(initial);
  return (
    <>
      <RatesBox
        id="widget-exchange"
        rates={(shared.exchangesRates ?? []).slice(0, FRONT_PAGE_RATES)}
        renderedAt={renderedAt}
      />
      <WeatherBox id="widget-weather" weather={shared.weatherData ?? []} />
    </>
  );
}
