// The geometry of the exchange-rate chart (components/exchange/ExchangeChart.tsx): where the line, the
// value axis and the date axis go in the SVG's own coordinates. Pure, so the chart is drawn on the
// server with the page and needs no client chart library.
import type { ExchangeHistoryPoint } from '../schemas/commonData';

export const CHART_SIZE = { width: 640, height: 280 } as const;
/** Room for the value labels on the left and the date labels below. */
export const CHART_PADDING = { top: 16, right: 16, bottom: 36, left: 64 } as const;
/** Labels on the value axis and at most this many on the date axis. */
export const CHART_VALUE_TICKS = 5;
export const CHART_DATE_TICKS = 6;

export interface ChartTick {
  /** Position along its axis in SVG units. */
  at: number;
  value: number;
}

export interface ChartDateTick {
  at: number;
  date: string;
}

export interface ChartGeometry {
  /** The `d` of the rate line's path. */
  line: string;
  valueTicks: ChartTick[];
  dateTicks: ChartDateTick[];
  /** The plot area (inside the padding). */
  plot: { left: number; right: number; top: number; bottom: number };
}

export function chartGeometry(points: readonly ExchangeHistoryPoint[]): ChartGeometry {
  const plot = {
    left: CHART_PADDING.left,
    right: CHART_SIZE.width - CHART_PADDING.right,
    top: CHART_PADDING.top,
    bottom: CHART_SIZE.height - CHART_PADDING.bottom,
  };
  if (points.length === 0) return { line: '', valueTicks: [], dateTicks: [], plot };
  const rates = points.map((point) => point.rate);
  let min = Math.min(...rates);
  let max = Math.max(...rates);
  // A flat range still gets a band around its value, so the line sits in the middle.
  if (max === min) {
    const pad = Math.abs(min) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  const x = (index: number) =>
    points.length === 1
      ? (plot.left + plot.right) / 2
      : plot.left + ((plot.right - plot.left) * index) / (points.length - 1);
  const y = (rate: number) => plot.bottom - ((plot.bottom - plot.top) * (rate - min)) / (max - min);
  const fixed = (n: number) => Math.round(n * 10) / 10;
  const line = points
    .map((point, index) => `${index ? 'L' : 'M'}${fixed(x(index))} ${fixed(y(point.rate))}`)
    .join(' ');
  // Labels as precise as the quotes: forint-sized rates to 2 decimals, lei-sized ones to 4.
  const decimals = max >= 10 ? 2 : 4;
  const valueTicks = Array.from({ length: CHART_VALUE_TICKS }, (_, i) => {
    const value = min + ((max - min) * i) / (CHART_VALUE_TICKS - 1);
    return { at: fixed(y(value)), value: Math.round(value * 10 ** decimals) / 10 ** decimals };
  });
  const dateCount = Math.min(CHART_DATE_TICKS, points.length);
  const dateTicks = Array.from({ length: dateCount }, (_, i) => {
    const index = dateCount === 1 ? 0 : Math.round(((points.length - 1) * i) / (dateCount - 1));
    return { at: fixed(x(index)), date: points[index]!.date };
  });
  return { line, valueTicks, dateTicks, plot };
}
