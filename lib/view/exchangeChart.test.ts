import { describe, expect, it } from 'vitest';
import { CHART_PADDING, CHART_SIZE, chartGeometry } from './exchangeChart';

// Where the chart draws: the highest rate at the top of the plot, the lowest at the bottom, the first
// day at the left edge and the last at the right; axis labels as precise as the quotes.
const days = (rates: number[]) =>
  rates.map((rate, i) => ({ date: `2026-11-${String(10 + i).padStart(2, '0')}`, rate }));
const plot = {
  left: CHART_PADDING.left,
  right: CHART_SIZE.width - CHART_PADDING.right,
  top: CHART_PADDING.top,
  bottom: CHART_SIZE.height - CHART_PADDING.bottom,
};

describe('chartGeometry', () => {
  it('spans the plot from the first to the last day and from the lowest to the highest rate', () => {
    const { line, dateTicks, valueTicks } = chartGeometry(days([380, 390, 385]));
    expect(line).toBe(
      `M${plot.left} ${plot.bottom} L${(plot.left + plot.right) / 2} ${plot.top} L${plot.right} ${(plot.top + plot.bottom) / 2}`,
    );
    expect(dateTicks.map((tick) => tick.date)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    expect(valueTicks.map((tick) => tick.value)).toEqual([380, 382.5, 385, 387.5, 390]);
    expect(valueTicks[0]!.at).toBe(plot.bottom);
    expect(valueTicks.at(-1)!.at).toBe(plot.top);
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

  it('puts at most six dates on the axis, the first and the last among them', () => {
    const ticks = chartGeometry(days(Array.from({ length: 20 }, (_, i) => 380 + i))).dateTicks;
    expect(ticks).toHaveLength(6);
    expect(ticks[0]!.date).toBe('2026-11-10');
    expect(ticks.at(-1)!.date).toBe('2026-11-29');
  });

  it('draws a flat range in the middle and a single day at the centre', () => {
    const flat = chartGeometry(days([5, 5]));
    expect(flat.line).toBe(
      `M${plot.left} ${(plot.top + plot.bottom) / 2} L${plot.right} ${(plot.top + plot.bottom) / 2}`,
    );
    expect(chartGeometry(days([5])).line).toBe(
      `M${(plot.left + plot.right) / 2} ${(plot.top + plot.bottom) / 2}`,
    );
    expect(chartGeometry([])).toMatchObject({ line: '', valueTicks: [], dateTicks: [] });
  });
});
