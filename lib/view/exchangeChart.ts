// The geometry of the exchange-rate chart (components/exchange/ExchangeChart.tsx): the rate line and
// the grid in the SVG's own coordinates, and where the axis labels go. Pure, so the chart is drawn on
// the server with the page and needs no client chart library.
//
// The SVG stretches to the plot's box (preserveAspectRatio="none", strokes that do not scale); the
// labels are HTML around it, so their text keeps its size on a phone instead of shrinking with a
// scaled-down drawing (issue 27 item 6: at 390 px the old 640-unit drawing wrote 12 px as 7 px). Dates
// are chosen per layout so that no two labels overlap and none runs past the plot's edges: the first
// starts at the left edge, the last ends at the right edge, and a narrow chart shows fewer.
import type { ExchangeHistoryPoint } from '../schemas/commonData';

/** The SVG's own coordinates (stretched to the plot's box). */
export const CHART_VIEWBOX = { width: 1000, height: 400 } as const;
/** Labels on the value axis; the most dates on the date axis of each layout. */
export const CHART_VALUE_TICKS = 5;
export const CHART_DATE_TICKS = { narrow: 4, wide: 6 } as const;
/** Below this width (the chart's own, a container query) the chart takes its narrow layout. */
export const CHART_NARROW_BELOW_REM = 36;
/** The axis labels' size (CSS rem; 12 px): it does not change with the chart's width. */
export const CHART_FONT_REM = 0.75;
/**
 * The narrowest plot of each layout, in CSS px at 16 px a rem: narrow, a 320 px phone less the page's
 * margins and the value labels; wide, CHART_NARROW_BELOW_REM less the value labels.
 */
export const CHART_PLOT_MIN_PX = { narrow: 230, wide: 500 } as const;
/** A generous width of one character of a label, in em, and the least room between two labels. */
const CHAR_EM = 0.62;
const LABEL_GAP_PX = 8;

export type ChartLayout = keyof typeof CHART_DATE_TICKS;

export interface ChartTick {
  /** Down from the top of the plot, in percent of its height. */
  at: number;
  value: number;
}

export interface ChartDateTick {
  /** Along the plot from the left, in percent of its width. */
  at: number;
  date: string;
  label: string;
  /** Which of its edges sits at `at`: the first label starts at the left edge, the last ends at the right. */
  anchor: 'start' | 'middle' | 'end';
}

export interface ChartGeometry {
  /** The `d` of the rate line's path, in CHART_VIEWBOX units. */
  line: string;
  /** From the lowest value (bottom) to the highest (top). */
  valueTicks: ChartTick[];
  dateTicks: Record<ChartLayout, ChartDateTick[]>;
}

const fixed = (n: number) => Math.round(n * 10) / 10;

/**
 * The dates of one layout: as many evenly spread days as fit (at most `max`), each label's width
 * estimated from its length; the last day always among them, and the first too when two fit.
 */
export function pickDateTicks(
  points: readonly ExchangeHistoryPoint[],
  label: (date: string) => string,
  { max, plotPx, fontPx }: { max: number; plotPx: number; fontPx: number },
): ChartDateTick[] {
  const count = points.length;
  if (count === 0) return [];
  const tick = (index: number, anchor: ChartDateTick['anchor']): ChartDateTick => {
    const date = points[index]!.date;
    const at = count === 1 ? 50 : fixed((100 * index) / (count - 1));
    return { at, date, label: label(date), anchor };
  };
  if (count === 1) return [tick(0, 'middle')];
  const span = (t: ChartDateTick): [number, number] => {
    const width = t.label.length * CHAR_EM * fontPx;
    const x = (t.at / 100) * plotPx;
    return t.anchor === 'start'
      ? [x, x + width]
      : t.anchor === 'end'
        ? [x - width, x]
        : [x - width / 2, x + width / 2];
  };
  for (let k = Math.min(max, count); k >= 2; k--) {
    const indices = [
      ...new Set(Array.from({ length: k }, (_, j) => Math.round(((count - 1) * j) / (k - 1)))),
    ];
    const ticks = indices.map((index) =>
      tick(index, index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle'),
    );
    const spans = ticks.map(span);
    const fits = spans.every(
      ([start, end], i) =>
        start >= 0 && end <= plotPx && (i === 0 || spans[i - 1]![1] + LABEL_GAP_PX <= start),
    );
    if (fits) return ticks;
  }
  return [tick(count - 1, 'end')];
}

export function chartGeometry(
  points: readonly ExchangeHistoryPoint[],
  dateLabel: (date: string) => string = (date) => date,
): ChartGeometry {
  if (points.length === 0) {
    return { line: '', valueTicks: [], dateTicks: { narrow: [], wide: [] } };
  }
  const { width, height } = CHART_VIEWBOX;
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
    points.length === 1 ? width / 2 : (width * index) / (points.length - 1);
  /** Down from the top, 0..1. */
  const down = (rate: number) => (max - rate) / (max - min);
  const line = points
    .map(
      (point, index) =>
        `${index ? 'L' : 'M'}${fixed(x(index))} ${fixed(height * down(point.rate))}`,
    )
    .join(' ');
  // Labels as precise as the quotes: forint-sized rates to 2 decimals, lei-sized ones to 4.
  const decimals = max >= 10 ? 2 : 4;
  const valueTicks = Array.from({ length: CHART_VALUE_TICKS }, (_, i) => {
    const value = min + ((max - min) * i) / (CHART_VALUE_TICKS - 1);
    return {
      at: fixed(100 * down(value)),
      value: Math.round(value * 10 ** decimals) / 10 ** decimals,
    };
  });
  const fontPx = CHART_FONT_REM * 16;
  const dateTicks = {
    narrow: pickDateTicks(points, dateLabel, {
      max: CHART_DATE_TICKS.narrow,
      plotPx: CHART_PLOT_MIN_PX.narrow,
      fontPx,
    }),
    wide: pickDateTicks(points, dateLabel, {
      max: CHART_DATE_TICKS.wide,
      plotPx: CHART_PLOT_MIN_PX.wide,
      fontPx,
    }),
  };
  return { line, valueTicks, dateTicks };
}
