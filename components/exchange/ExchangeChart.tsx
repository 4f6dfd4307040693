// A currency's rate over a range as an SVG line chart, drawn with the page on the server (no client
// chart library): role="img" with a title and a description that say what a sighted reader takes from
// it (first, last, lowest, highest value and the change), labelled axes, the summary in words, and
// every point in a table behind a <details>.
import { usePageText } from '@/components/common/usePageText';
import { useId } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import type { ExchangeStats } from '@/lib/rules/exchangeRates';
import type { ExchangeHistoryPoint } from '@/lib/schemas/commonData';
import { CHART_PADDING, CHART_SIZE, chartGeometry } from '@/lib/view/exchangeChart';
import { rateFormats } from '@/lib/view/exchangeFormat';
import * as styles from './exchange.css';

interface Props {
  currency: string;
  sign: string;
  history: ExchangeHistoryPoint[];
  stats: ExchangeStats;
}

export function ExchangeChart({ currency, sign, history, stats }: Props) {
  const t = usePageText();
  const format = rateFormats(useLocale());
  const id = useId();
  const geometry = chartGeometry(history);
  const { plot } = geometry;
  const from = format.day(history[0]!.date);
  const to = format.day(history[history.length - 1]!.date);
  const summary = [
    { term: 'exchange.stats.first', value: `${format.rate(stats.first)} ${sign}` },
    { term: 'exchange.stats.last', value: `${format.rate(stats.last)} ${sign}` },
    { term: 'exchange.stats.min', value: `${format.rate(stats.min)} ${sign}` },
    { term: 'exchange.stats.max', value: `${format.rate(stats.max)} ${sign}` },
    {
      term: 'exchange.stats.change',
      value: `${format.change(stats.change)} ${sign} (${format.percent(stats.changePercent)})`,
    },
  ] as const;
  return (
    <figure className={styles.chart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        data-points={history.length}
      >
        <title id={`${id}-title`}>{t('exchange.chartTitle', { currency, sign, from, to })}</title>
        <desc id={`${id}-desc`}>
          {t('exchange.chartDescription', {
            sign,
            first: format.rate(stats.first),
            last: format.rate(stats.last),
            min: format.rate(stats.min),
            max: format.rate(stats.max),
            change: format.change(stats.change),
            percent: format.percent(stats.changePercent),
          })}
        </desc>
        {geometry.valueTicks.map((tick) => (
          <g key={tick.at}>
            <line
              className={styles.grid}
              x1={plot.left}
              x2={plot.right}
              y1={tick.at}
              y2={tick.at}
            />
            <text
              className={styles.axisText}
              x={plot.left - 6}
              y={tick.at}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {format.rate(tick.value)}
            </text>
          </g>
        ))}
        {geometry.dateTicks.map((tick) => (
          <text
            key={tick.date}
            className={styles.axisText}
            x={tick.at}
            y={plot.bottom + 16}
            textAnchor="middle"
          >
            {format.shortDay(tick.date)}
          </text>
        ))}
        <text className={styles.axisText} x={4} y={CHART_PADDING.top - 4}>
          {t('exchange.axisRate', { sign })}
        </text>
        <text className={styles.axisText} x={plot.right} y={CHART_SIZE.height - 4} textAnchor="end">
          {t('exchange.axisDate')}
        </text>
        <path className={styles.line} d={geometry.line} />
      </svg>
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
          <caption className="visually-hidden">
            {t('exchange.chartTitle', { currency, sign, from, to })}
          </caption>
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
                  {format.rate(point.rate)} {sign}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
