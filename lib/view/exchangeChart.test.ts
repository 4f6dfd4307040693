import { describe, expect, it } from 'vitest';
import { rateFormats } from './exchangeFormat';
import {
  CHART_DATE_TICKS,
  CHART_FONT_REM,
  CHART_PLOT_MIN_PX,
  CHART_VIEWBOX,
  chartGeometry,
  pickDateTicks,
  type ChartDateTick,
} from './exchangeChart';

// Where the chart draws: the highest rate at the top of the plot, the lowest at the bottom, the first
// day at the left edge and the last at the right; axis labels as precise as the quotes. The dates of
// each layout never overlap and never run past the plot's edges (issue 27 item 6: at 768 and 390 px
// the last date was cut off at the right edge).
const days = (rates: number[], start = Date.UTC(2026, 10, 10)) =>
  rates.map((rate, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    rate,
  }));
const { width: W, height: H } = CHART_VIEWBOX;
const hu = rateFormats('hu').shortDay;
const en = rateFormats('en').shortDay;
const FONT_PX = CHART_FONT_REM * 16;

/** The same estimate of a label's extent the geometry uses, with the gap it keeps. */
function extent(tick: ChartDateTick, plotPx: number): [number, number] {
  const width = tick.label.length * 0.62 * FONT_PX;
  const x = (tick.at / 100) * plotPx;
  if (tick.anchor === 'start') return [x, x + width];
  if (tick.anchor === 'end') return [x - width, x];
  return [x - width / 2, x + width / 2];
}

describe('chartGeometry', () => {
  it('spans the plot from the first to the last day and from the lowest to the highest rate', () => {
    const { line, dateTicks, valueTicks } = chartGeometry(days([380, 390, 385]));
    expect(line).toBe(`M0 ${H} L${W / 2} 0 L${W} ${H / 2}`);
    expect(dateTicks.wide.map((tick) => tick.date)).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
    ]);
    expect(valueTicks.map((tick) => tick.value)).toEqual([380, 382.5, 385, 387.5, 390]);
    // Down from the top of the plot, in percent: the lowest at the bottom, the highest at the top.
    expect(valueTicks.map((tick) => tick.at)).toEqual([100, 75, 50, 25, 0]);
  });

  it.each([
    [
      'forint-sized rates: 2 decimals',
      [385.123, 390.987],
      [385.12, 386.59, 388.06, 389.52, 390.99],
    ],
    ['lei-sized rates: 4 decimals', [5.0853, 5.1035], [5.0853, 5.0899, 5.0944, 5.099, 5.1035]],
  ])('%s', (_case, rates, expected) => {
    expect(chartGeometry(days(rates)).valueTicks.map((tick) => tick.value)).toEqual(expected);
  });

  it('puts at most six dates on a wide chart and four on a narrow one, the first and the last among them', () => {
    const { wide, narrow } = chartGeometry(
      days(Array.from({ length: 20 }, (_, i) => 380 + i)),
      en,
    ).dateTicks;
    expect(wide.length).toBeLessThanOrEqual(CHART_DATE_TICKS.wide);
    expect(narrow.length).toBeLessThanOrEqual(CHART_DATE_TICKS.narrow);
    expect(narrow.length).toBeLessThan(wide.length);
    for (const ticks of [wide, narrow]) {
      expect(ticks[0]).toMatchObject({ date: '2026-11-10', at: 0, anchor: 'start' });
      expect(ticks.at(-1)).toMatchObject({ date: '2026-11-29', at: 100, anchor: 'end' });
    }
  });

  it('draws a flat range in the middle and a single day at the centre', () => {
    const flat = chartGeometry(days([5, 5]));
    expect(flat.line).toBe(`M0 ${H / 2} L${W} ${H / 2}`);
    const single = chartGeometry(days([5]));
    expect(single.line).toBe(`M${W / 2} ${H / 2}`);
    expect(single.dateTicks.narrow).toEqual([
      { at: 50, date: '2026-11-10', label: '2026-11-10', anchor: 'middle' },
    ]);
    expect(chartGeometry([])).toMatchObject({
      line: '',
      valueTicks: [],
      dateTicks: { narrow: [], wide: [] },
    });
  });
});

describe('the date labels of each layout (issue 27 item 6)', () => {
  // A week, a month and a year, ending on the data's last day; in both languages (the Hungarian
  // 'szept. 30.' is the longest label).
  const ranges = [
    ['a week', 7],
    ['a month', 30],
    ['a year', 365],
  ] as const;
  const cases = ranges.flatMap(([name, count]) =>
    (
      [
        ['hu', hu],
        ['en', en],
      ] as const
    ).flatMap(([locale, label]) =>
      (['wide', 'narrow'] as const).map(
        (layout) => [`${name}, ${locale}, ${layout}`, count, label, layout] as const,
      ),
    ),
  );

  it.each(cases)('%s: no two overlap, none runs past an edge', (_name, count, label, layout) => {
    const points = days(
      Array.from({ length: count }, (_, i) => 380 + (i % 7)),
      Date.UTC(2026, 10, 21) - (count - 1) * 86_400_000,
    );
    const ticks = chartGeometry(points, label).dateTicks[layout];
    const plotPx = CHART_PLOT_MIN_PX[layout];
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.at(-1)).toMatchObject({ date: '2026-11-21', anchor: 'end' });
    const spans = ticks.map((tick) => extent(tick, plotPx));
    spans.forEach(([start, end], i) => {
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThanOrEqual(plotPx);
      if (i > 0) expect(start).toBeGreaterThan(spans[i - 1]![1]);
    });
  });

  it('keeps only the latest day when not even two labels fit', () => {
    const ticks = pickDateTicks(days([1, 2, 3]), () => 'a very long label indeed', {
      max: 4,
      plotPx: 200,
      fontPx: FONT_PX,
    });
    expect(ticks).toEqual([
      { at: 100, date: '2026-11-12', label: 'a very long label indeed', anchor: 'end' },
    ]);
  });
});
