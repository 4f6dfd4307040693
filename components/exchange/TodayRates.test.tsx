// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import { TodayRates } from './TodayRates';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// Testing Library unmounts only what its render() mounted: hydrated roots are unmounted here, so no
// timer or poll of theirs runs after the test's document is gone.
const roots: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
});

// What a reader sees of today's rates: each currency with its rate in the edition's currency and a
// change arrow that screen readers hear as a word; newer quotes arrive without a reload. A rate quoted
// per 100 says so, and rates that are not today's say their day (issue 27 item 6).
const rates = [
  { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' },
  { currency: 'USD', rate: 332.26, updown: 1, date: '2026-11-21' },
  { currency: 'RON', rate: 75.7, updown: 0, date: '2026-11-21' },
] as const;
/** The regional edition's list: the forint in lei, per 100 (data/exchange.json). */
const leiRates = [
  { currency: 'EUR', rate: 5.0912, updown: 1, date: '2026-11-21' },
  { currency: 'HUF', rate: 1.321, unit: 100, updown: 0, date: '2026-11-21' },
] as const;

/** 2026-11-21 10:00 and 2026-11-26 10:00 in Budapest. */
const QUOTE_DAY = Date.UTC(2026, 10, 21, 9);
const FIVE_DAYS_LATER = Date.UTC(2026, 10, 26, 9);

const fetchMock = fakeTimersAndFetch();
beforeEach(() => vi.setSystemTime(QUOTE_DAY));
const wrapper = FreshSwrCache;

const row = (currency: string) =>
  screen.getByRole('rowheader', { name: new RegExp(currency) }).closest('tr')!;

describe('TodayRates', () => {
  it('shows every rate in forints with its change in words', () => {
    render(<TodayRates rates={[...rates]} sign="Ft" range="month" renderedAt={QUOTE_DAY} />, {
      wrapper,
    });
    expect(screen.getByRole('table', { name: 'Mai árfolyamok (Ft)' })).toBeTruthy();
    expect(row('EUR').textContent).toContain('385,42 Ft');
    expect(within(row('EUR')).getByText('csökkent')).toBeTruthy();
    expect(within(row('USD')).getByText('emelkedett')).toBeTruthy();
    expect(within(row('RON')).getByText('változatlan')).toBeTruthy();
    // The arrow itself is decoration for screen readers.
    expect(within(row('USD')).getByText('▲').getAttribute('aria-hidden')).toBe('true');
  });

  it('links each currency to its chart over the range being looked at', () => {
    render(<TodayRates rates={[...rates]} sign="Lei" range="year" renderedAt={QUOTE_DAY} />, {
      wrapper,
    });
    const link = screen.getByRole('link', { name: 'USD-árfolyam grafikonja' });
    expect(link.getAttribute('href')).toBe('/arfolyam/usd/ev');
    expect(row('USD').textContent).toContain('Lei');
  });

  it('says the amount a rate is the price of when it is quoted per 100 (issue 27 item 6)', () => {
    render(<TodayRates rates={[...leiRates]} sign="Lei" range="month" renderedAt={QUOTE_DAY} />, {
      wrapper,
    });
    const huf = row('HUF');
    // 1,321 Lei is the price of 100 forints, not of one.
    expect(within(huf).getByRole('rowheader').textContent).toBe('100\u00a0HUF');
    expect(huf.textContent).toContain('1,321 Lei');
    const link = within(huf).getByRole('link', { name: '100\u00a0HUF-árfolyam grafikonja' });
    expect(link.getAttribute('href')).toBe('/arfolyam/huf/honap');
    // A rate per one unit shows the bare code.
    expect(within(row('EUR')).getByRole('rowheader').textContent).toBe('EUR');
  });

  it('names the day of rates that are not today’s (issue 27 item 6)', () => {
    vi.setSystemTime(FIVE_DAYS_LATER);
    render(<TodayRates rates={[...rates]} sign="Ft" range="month" renderedAt={FIVE_DAYS_LATER} />, {
      wrapper,
    });
    expect(screen.getByRole('table', { name: 'Árfolyamok – november 21. (Ft)' })).toBeTruthy();
    expect(screen.queryByText(/Mai árfolyamok/)).toBeNull();
  });

  it('takes newer quotes from the shared data refresh, and today’s title with them', async () => {
    vi.setSystemTime(Date.UTC(2026, 10, 22, 9));
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
    render(<TodayRates rates={[...rates]} sign="Ft" range="month" renderedAt={Date.now()} />, {
      wrapper,
    });
    expect(screen.getByRole('table', { name: 'Árfolyamok – november 21. (Ft)' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(row('EUR').textContent).toContain('386,01 Ft');
    expect(within(row('EUR')).getByText('emelkedett')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Mai árfolyamok (Ft)' })).toBeTruthy();
  });
});

describe('TodayRates on a cached page (issue 27 item 6)', () => {
  it('hydrates with the server’s title, then dates the rates by the reader’s clock', async () => {
    // The page was rendered on the quote's day and is read five days later. A fresh copy of the
    // modules: the shared clock (lib/hooks/useNow.ts) knows whether a page has hydrated yet.
    vi.resetModules();
    const { TodayRates: Fresh } = await import('./TodayRates');
    const page = (
      <FreshSwrCache>
        <Fresh rates={[...rates]} sign="Ft" range="month" renderedAt={QUOTE_DAY} />
      </FreshSwrCache>
    );
    vi.setSystemTime(FIVE_DAYS_LATER);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.querySelector('caption')!.textContent).toBe('Mai árfolyamok (Ft)');

    const mismatches: unknown[] = [];
    await act(async () => {
      roots.push(
        hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('caption')!.textContent).toBe('Árfolyamok – november 21. (Ft)');
  });
});
