// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { exchangeStats } from '@/lib/rules/exchangeRates';
import { ExchangeChart } from './ExchangeChart';

// The chart as a reader meets it: an image whose name and description say the range, the first and
// last value, the lowest and highest, and the change; the same in words; every day in a table.
const history = [
  { date: '2026-11-15', rate: 388.5 },
  { date: '2026-11-16', rate: 390.25 },
  { date: '2026-11-17', rate: 384.1 },
  { date: '2026-11-18', rate: 386 },
  { date: '2026-11-19', rate: 387.43 },
  { date: '2026-11-20', rate: 386.28 },
  { date: '2026-11-21', rate: 385.42 },
];

function renderChart(points = history) {
  return render(
    <ExchangeChart currency="EUR" sign="Ft" history={points} stats={exchangeStats(points)!} />,
  );
}

describe('ExchangeChart', () => {
  it('is an image named by currency, sign and dates, described by its figures', () => {
    renderChart();
    const chart = screen.getByRole('img');
    const text = (attribute: string) =>
      document.getElementById(chart.getAttribute(attribute)!)!.textContent;
    const [title, desc] = [text('aria-labelledby'), text('aria-describedby')];
    expect(title).toBe('EUR-árfolyam (Ft), 2026. nov. 15. – 2026. nov. 21.');
    expect(desc).toContain('Első érték: 388,50 Ft');
    expect(desc).toContain('utolsó: 385,42 Ft');
    expect(desc).toContain('legalacsonyabb: 384,10 Ft');
    expect(desc).toContain('legmagasabb: 390,25 Ft');
    expect(desc).toContain('Változás: -3,08 Ft (-0,79%)');
  });

  it('labels its axes and draws one line through every point', () => {
    const { container } = renderChart();
    expect(screen.getByText('Árfolyam (Ft)')).toBeTruthy();
    expect(screen.getByText('Dátum')).toBeTruthy();
    const line = container.querySelector('path')!.getAttribute('d')!;
    expect(line.match(/[ML]/g)).toHaveLength(history.length);
  });

  it('lists the figures in words and every day in a table', () => {
    renderChart();
    const change = screen.getByText('Változás', { selector: 'dt' });
    expect(change.nextElementSibling!.textContent).toBe('-3,08 Ft (-0,79%)');
    expect(screen.getByText('Adatok táblázatban')).toBeTruthy();
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    expect(rows).toHaveLength(history.length + 1);
    expect(rows[1]!.textContent).toBe('2026. nov. 15.388,50 Ft');
  });

  it('stays readable with a single point', () => {
    const { container } = renderChart(history.slice(-1));
    expect(container.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+$/);
    expect(screen.getByText('Változás', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '0,00 Ft (0,00%)',
    );
  });
});
