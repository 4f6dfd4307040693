// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import { TodayRates } from './TodayRates';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// What a reader sees of today's rates: each currency with its rate in the edition's currency and a
// change arrow that screen readers hear as a word; newer quotes arrive without a reload.
const rates = [
  { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' },
  { currency: 'USD', rate: 332.26, updown: 1, date: '2026-11-21' },
  { currency: 'RON', rate: 75.7, updown: 0, date: '2026-11-21' },
] as const;

const fetchMock = fakeTimersAndFetch();
const wrapper = FreshSwrCache;

const row = (currency: string) =>
  screen.getByRole('rowheader', { name: new RegExp(currency) }).closest('tr')!;

describe('TodayRates', () => {
  it('shows every rate in forints with its change in words', () => {
    render(<TodayRates rates={[...rates]} sign="Ft" range="month" />, { wrapper });
    expect(screen.getByRole('table', { name: 'Mai árfolyamok (Ft)' })).toBeTruthy();
    expect(row('EUR').textContent).toContain('385,42 Ft');
    expect(within(row('EUR')).getByText('csökkent')).toBeTruthy();
    expect(within(row('USD')).getByText('emelkedett')).toBeTruthy();
    expect(within(row('RON')).getByText('változatlan')).toBeTruthy();
    // The arrow itself is decoration for screen readers.
    expect(within(row('USD')).getByText('▲').getAttribute('aria-hidden')).toBe('true');
  });

  it('links each currency to its chart over the range being looked at', () => {
    render(<TodayRates rates={[...rates]} sign="Lei" range="year" />, { wrapper });
    const link = screen.getByRole('link', { name: 'USD-árfolyam grafikonja' });
    expect(link.getAttribute('href')).toBe('/arfolyam/usd/ev');
    expect(row('USD').textContent).toContain('Lei');
  });

  it('takes newer quotes from the shared data refresh', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          exchangesRates: [{ currency: 'EUR', rate: 386.01, updown: 1, date: '2026-11-22' }],
          weatherData: [],
          trendingTags: [],
          floodingData: null,
        }),
      ),
    );
    render(<TodayRates rates={[...rates]} sign="Ft" range="month" />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(row('EUR').textContent).toContain('386,01 Ft');
    expect(within(row('EUR')).getByText('emelkedett')).toBeTruthy();
  });
});
