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
    <ExchangeChart
      currency="EUR"
      unit={1}
      sign="Ft"
      history={points}
      stats={exchangeStats(points)!}
    />,
  );
}

/** The forint in lei, quoted per 100 (the regional edition's data). */
const forintInLei = [
  { date: '2026-11-19', rate: 1.3251 },
  { date: '2026-11-20', rate: 1.3188 },
  { date: '2026-11-21', rate: 1.321 },
];

const nameAndDescription = () => {
  const chart = screen.getByRole('img');
  const text = (attribute: string) =>
    document.getElementById(chart.getAttribute(attribute)!)!.textContent;
  return [text('aria-labelledby'), text('aria-describedby')];
};

/** The date labels of one layout, in order, with the edge each is anchored by. */
const dateLabels = (container: HTMLElement, layout: 'wide' | 'narrow') =>
  [...container.querySelectorAll(`[data-layout="${layout}"] span`)].map((label) => [
    label.textContent,
    (label as HTMLElement).dataset.anchor,
  ]);

describe('ExchangeChart', () => {
  it('is an image named by currency, sign and dates, described by its figures', () => {
    renderChart();
    const [title, desc] = nameAndDescription();
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

  it('writes its labels as page text around the drawing, so they keep their size on a phone', () => {
    const { container } = renderChart();
    // Nothing is written inside the SVG, which stretches to the plot (issue 27 item 6).
    expect(container.querySelector('svg text')).toBeNull();
    expect(container.querySelector('svg')!.getAttribute('preserveAspectRatio')).toBe('none');
    // The axis title comes before (above) the value labels, the highest value first.
    const title = screen.getByText('Árfolyam (Ft)');
    const top = screen.getByText('390,25');
    expect(title.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(top.parentElement!.firstElementChild).toBe(top);
  });

  it('starts the first date at the left edge and ends the last at the right; fewer dates when narrow', () => {
    const { container } = renderChart();
    const wide = dateLabels(container, 'wide');
    const narrow = dateLabels(container, 'narrow');
    expect(wide[0]).toEqual(['nov. 15.', 'start']);
    expect(wide.at(-1)).toEqual(['nov. 21.', 'end']);
    expect(narrow[0]).toEqual(['nov. 15.', 'start']);
    expect(narrow.at(-1)).toEqual(['nov. 21.', 'end']);
    expect(narrow.length).toBeLessThan(wide.length);
    expect(wide.slice(1, -1).every(([, anchor]) => anchor === 'middle')).toBe(true);
  });

  it('says the amount a rate per 100 is the price of, in every figure (issue 27 item 6)', () => {
    render(
      <ExchangeChart
        currency="HUF"
        unit={100}
        sign="Lei"
        history={forintInLei}
        stats={exchangeStats(forintInLei)!}
      />,
    );
    const [title, desc] = nameAndDescription();
    expect(title).toBe('HUF-árfolyam (Lei / 100\u00a0HUF), 2026. nov. 19. – 2026. nov. 21.');
    expect(desc).toContain('Első érték: 1,3251 Lei / 100\u00a0HUF');
    expect(screen.getByText(/^Árfolyam \(Lei \/ 100\sHUF\)$/)).toBeTruthy();
    const last = screen.getByText('Utolsó érték', { selector: 'dt' });
    expect(last.nextElementSibling!.textContent).toBe('1,321 Lei / 100\u00a0HUF');
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    expect(rows.at(-1)!.textContent).toBe('2026. nov. 21.1,321 Lei / 100\u00a0HUF');
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
