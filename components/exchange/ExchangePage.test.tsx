// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { exchangeStats } from '@/lib/rules/exchangeRates';
import type { ExchangePageProps } from '@/lib/view/exchangePage';
import { ExchangePage } from './ExchangePage';
import { FreshSwrCache } from '@/tests/support/polling';

// The page as a reader finds it: the heading, today's rates, which currency and period the chart
// shows (links that work without JavaScript) and the chart, or a note when there is no history.
const history = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-${String(15 + i).padStart(2, '0')}`,
  rate: 4.38 + i / 100,
}));
/** Rendered on the quotes' day, 10:00 in Bucharest. */
const renderedAt = Date.UTC(2026, 10, 21, 8);
const props: ExchangePageProps = {
  shell: {} as ExchangePageProps['shell'],
  renderedAt,
  base: 'RON',
  sign: 'Lei',
  rates: [
    { currency: 'EUR', rate: 5.0912, updown: 1, date: '2026-11-21' },
    { currency: 'USD', rate: 4.44, updown: 1, date: '2026-11-21' },
    { currency: 'HUF', rate: 1.321, unit: 100, updown: 0, date: '2026-11-21' },
  ],
  currency: 'USD',
  unit: 1,
  range: 'week',
  history,
  stats: exchangeStats(history),
};
const wrapper = FreshSwrCache;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(renderedAt);
});
afterEach(() => vi.useRealTimers());

describe('ExchangePage', () => {
  it('shows the heading, today’s rates and the chosen chart', () => {
    render(<ExchangePage {...props} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Árfolyamok' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Mai árfolyamok (Lei)' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'USD-árfolyam az elmúlt 7 napban' }),
    ).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('data-points')).toBe('7');
  });

  it('offers the other currencies and periods as links, marking the current ones', () => {
    render(<ExchangePage {...props} />, { wrapper });
    const currencies = screen.getByRole('navigation', { name: 'Deviza választása' });
    const links = within(currencies).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['EUR', '/arfolyam/eur/het'],
      ['USD', '/arfolyam/usd/het'],
      ['HUF', '/arfolyam/huf/het'],
    ]);
    expect(within(currencies).getByRole('link', { current: 'page' }).textContent).toBe('USD');
    const periods = screen.getByRole('navigation', { name: 'Időszak választása' });
    expect(
      within(periods)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Egy hét', '/arfolyam/usd/het'],
      ['Egy hónap', '/arfolyam/usd/honap'],
      ['Egy év', '/arfolyam/usd/ev'],
    ]);
    expect(within(periods).getByRole('link', { current: 'page' }).textContent).toBe('Egy hét');
  });

  it('links the default chart (EUR, a month) to the plain page address', () => {
    render(<ExchangePage {...props} currency="EUR" range="month" />, { wrapper });
    const periods = screen.getByRole('navigation', { name: 'Időszak választása' });
    expect(within(periods).getByRole('link', { name: 'Egy hónap' }).getAttribute('href')).toBe(
      '/arfolyam',
    );
  });

  it('shows the forint per 100 in the table and in the chart (issue 27 item 6)', () => {
    const huf = history.map((point) => ({ ...point, rate: point.rate / 3.3 }));
    render(
      <ExchangePage
        {...props}
        currency="HUF"
        unit={100}
        history={huf}
        stats={exchangeStats(huf)}
      />,
      { wrapper },
    );
    const row = screen.getByRole('rowheader', { name: /HUF/ }).closest('tr')!;
    expect(row.textContent).toMatch(/^100\sHUF1,321 Lei/);
    const chart = screen.getByRole('img');
    expect(document.getElementById(chart.getAttribute('aria-labelledby')!)!.textContent).toMatch(
      /^HUF-árfolyam \(Lei \/ 100\sHUF\)/,
    );
  });

  it('dates rates that are not today’s (issue 27 item 6)', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 26, 8));
    render(<ExchangePage {...props} renderedAt={Date.now()} />, { wrapper });
    expect(screen.getByRole('table', { name: 'Árfolyamok – november 21. (Lei)' })).toBeTruthy();
  });

  it('says so when the currency has no history yet', () => {
    render(<ExchangePage {...props} history={[]} stats={null} />, { wrapper });
    expect(screen.getByText('Még nincs adat.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
