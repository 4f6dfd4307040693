// A currency's rate over a range as a line chart, drawn with the page on the server (no client chart
// library): role="img" with a title and a description that say what a sighted reader takes from it
// (first, last, lowest, highest value and the change), labelled axes, the summary in words, and every
// point in a table behind a <details>. Every figure says what it is in, with the amount a rate per 100
// is the price of ('Lei / 100 HUF'). The line is an SVG stretched to the plot; the labels are HTML
// around it, so they keep their size on a phone and never sit on one another (lib/view/exchangeChart.ts).
import { usePageText } from '@/components/common/usePageText';
import { useId } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import type { ExchangeStats } from '@/lib/rules/exchangeRates';
import type { ExchangeHistoryPoint } from '@/lib/schemas/commonData';
import { quotedSign } from '@/lib/rules/quoteUnit';
import {
  CHART_VIEWBOX,
  chartGeometry,
  type ChartDateTick,
  type ChartLayout,
} from '@/lib/view/exchangeChart';
import { rateFormats } from '@/lib/view/exchangeFormat';
import * as styles from './exchange.css';

interface Props {
  currency: string;
  /** How many units of `currency` a rate is the price of (lib/rules/quoteUnit.ts). */
  unit: number;
  sign: string;
  history: ExchangeHistoryPoint[];
  stats: ExchangeStats;
}

const ANCHOR = {
  start: styles.dateStart,
  middle: styles.dateMiddle,
  end: styles.dateEnd,
} as const;

const DATE_AXIS = { wide: styles.dateAxisWide, narrow: styles.dateAxisNarrow } as const;

/** The dates under the plot in one layout (the chart's width shows one of them). */
function DateAxis({ ticks, layout }: { ticks: ChartDateTick[]; layout: ChartLayout }) {
  return (
    <div className={DATE_AXIS[layout]} data-layout={layout}>
      {ticks.map((tick) => (
        <span
          key={tick.date}
          className={`${styles.dateLabel} ${ANCHOR[tick.anchor]}`}
          data-anchor={tick.anchor}
          style={tick.anchor === 'end' ? undefined : { left: `${tick.at}%` }}
        >
          {tick.label}
        </span>
      ))}
    </div>
  );
}

export function ExchangeChart({ currency, unit, sign, history, stats }: Props) {
  const t = usePageText();
  const format = rateFormats(useLocale());
  const id = useId();
  const geometry = chartGeometry(history, format.shortDay);
  const from = format.day(history[0]!.date);
  const to = format.day(history[history.length - 1]!.date);
  // What every figure is in: 'Ft', or 'Lei / 100 HUF' for a rate quoted per 100 (issue 27 item 6).
  const quoted = quotedSign(sign, currency, unit, t('exchange.signPerAmount'));
  const title = t('exchange.chartTitle', { currency, sign: quoted, from, to });
  const summary = [
    { term: 'exchange.stats.first', value: `${format.rate(stats.first)} ${quoted}` },
    { term: 'exchange.stats.last', value: `${format.rate(stats.last)} ${quoted}` },
    { term: 'exchange.stats.min', value: `${format.rate(stats.min)} ${quoted}` },
    { term: 'exchange.stats.max', value: `${format.rate(stats.max)} ${quoted}` },
    {
      term: 'exchange.stats.change',
      value: `${format.change(stats.change)} ${quoted} (${format.percent(stats.changePercent)})`,
    },
  ] as const;
  return (
    <figure className={styles.chart}>
      {/* One image: its name and description say what a sighted reader takes from the line and the
          labels around it (which are part of the picture, so screen readers do not read them twice). */}
      <div
        className={styles.chartBox}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        data-points={history.length}
      >
        <span id={`${id}-title`} hidden>
          {title}
        </span>
        <span id={`${id}-desc`} hidden>
          {t('exchange.chartDescription', {
            sign: quoted,
            first: format.rate(stats.first),
            last: format.rate(stats.last),
            min: format.rate(stats.min),
            max: format.rate(stats.max),
            change: format.change(stats.change),
            percent: format.percent(stats.changePercent),
          })}
        </span>
        <span className={styles.axisTitle}>{t('exchange.axisRate', { sign: quoted })}</span>
        <div className={styles.valueAxis}>
          {/* Highest first: the labels are spread from the plot's top to its bottom. */}
          {[...geometry.valueTicks].reverse().map((tick) => (
            <span key={tick.at} className={styles.axisText}>
              {format.rate(tick.value)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${CHART_VIEWBOX.width} ${CHART_VIEWBOX.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {geometry.valueTicks.map((tick) => {
              const y = (tick.at / 100) * CHART_VIEWBOX.height;
              return (
                <line
                  key={tick.at}
                  className={styles.grid}
                  x1={0}
                  x2={CHART_VIEWBOX.width}
                  y1={y}
                  y2={y}
                />
              );
            })}
            <path className={styles.line} d={geometry.line} />
          </svg>
        </div>
        <DateAxis ticks={geometry.dateTicks.wide} layout="wide" />
        <DateAxis ticks={geometry.dateTicks.narrow} layout="narrow" />
        <span className={styles.axisDate}>{t('exchange.axisDate')}</span>
      </div>
      <dl className={styles.stats}>
        {summary.map((item) => (
          <div key={item.term}>
            <dt className={styles.statTerm}>{t(item.term)}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.details}>
        <summary className={styles.summary}>{t('exchange.tableSummary')}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('exchange.day')}
              </th>
              <th scope="col" className={styles.number}>
                {t('exchange.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <th scope="row" className={styles.cell}>
                  <time dateTime={point.date}>{format.day(point.date)}</time>
                </th>
                <td className={styles.number}>
                  {format.rate(point.rate)} {quoted}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
