// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { edition } from '@/editions/currentEdition';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import { SharedWidgets } from './SharedWidgets';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// The front page's rate and weather boxes as a reader sees them: rates in the edition's currency with
// a change arrow read out as a word, and newer rates without a reload (shared data refresh, 15 s).
const initial = {
  exchangesRates: [
    { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' },
    { currency: 'USD', rate: 332.26, updown: 1, date: '2026-11-21' },
  ],
  weatherData: [{ city: 'Budapest', temperature: 4, icon: 'cloud', description: 'borult' }],
  floodingData: null,
} as const;

const fetchMock = fakeTimersAndFetch();
const wrapper = FreshSwrCache;

const rateItem = (currency: string) =>
  within(screen.getByRole('region', { name: 'Árfolyamok' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent!.startsWith(currency))!;

describe('SharedWidgets', () => {
  it('shows the rates in the edition’s currency with the change in words', () => {
    render(<SharedWidgets initial={structuredClone(initial) as never} />, { wrapper });
    expect(rateItem('EUR').textContent).toContain(`${edition.currencySign}`);
    expect(within(rateItem('EUR')).getByText('csökkent')).toBeTruthy();
    expect(within(rateItem('USD')).getByText('emelkedett')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Összes árfolyam' }).getAttribute('href')).toBe(
      '/arfolyam',
    );
  });

  it('follows the shared data refresh', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          ...initial,
          exchangesRates: [{ currency: 'EUR', rate: 390.5, updown: 1, date: '2026-11-22' }],
          trendingTags: [],
        }),
      ),
    );
    render(<SharedWidgets initial={structuredClone(initial) as never} />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(rateItem('EUR').textContent).toMatch(/390,5/);
    expect(within(rateItem('EUR')).getByText('emelkedett')).toBeTruthy();
  });
});
