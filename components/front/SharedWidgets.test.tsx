// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { edition } from '@/editions/currentEdition';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import { SharedWidgets } from './SharedWidgets';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// Testing Library unmounts only what its render() mounted: hydrated roots are unmounted here, so no
// timer or poll of theirs runs after the test's document is gone.
const roots: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
});

// The front page's rate and weather boxes as a reader sees them: rates in the edition's currency with
// a change arrow read out as a word, and newer rates without a reload (shared data refresh, 15 s). A
// rate per 100 says so, and rates that are not today's say their day (issue 27 item 6).
const initial = {
  exchangesRates: [
    { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' },
    { currency: 'USD', rate: 332.26, updown: 1, date: '2026-11-21' },
  ],
  weatherData: [{ city: 'Budapest', temperature: 4, icon: 'cloud', description: 'borult' }],
  floodingData: null,
} as const;

/** 2026-11-21 10:00 and 2026-11-26 10:00 in Budapest. */
const QUOTE_DAY = Date.UTC(2026, 10, 21, 9);
const FIVE_DAYS_LATER = Date.UTC(2026, 10, 26, 9);

const fetchMock = fakeTimersAndFetch();
beforeEach(() => vi.setSystemTime(QUOTE_DAY));
const wrapper = FreshSwrCache;

const rateItem = (currency: string, box = 'Árfolyamok') =>
  within(screen.getByRole('region', { name: box }))
    .getAllByRole('listitem')
    .find((item) => item.textContent!.includes(currency))!;

describe('SharedWidgets', () => {
  it('shows the rates in the edition’s currency with the change in words', () => {
    render(<SharedWidgets initial={structuredClone(initial) as never} renderedAt={Date.now()} />, {
      wrapper,
    });
    expect(rateItem('EUR').textContent).toContain(`${edition.currencySign}`);
    expect(within(rateItem('EUR')).getByText('csökkent')).toBeTruthy();
    expect(within(rateItem('USD')).getByText('emelkedett')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Összes árfolyam' }).getAttribute('href')).toBe(
      '/arfolyam',
    );
  });

  it('says the amount of a rate quoted per 100 (issue 27 item 6)', () => {
    const perHundred = {
      ...structuredClone(initial),
      exchangesRates: [{ currency: 'HUF', rate: 1.321, unit: 100, updown: 0, date: '2026-11-21' }],
    };
    render(<SharedWidgets initial={perHundred as never} renderedAt={Date.now()} />, { wrapper });
    expect(rateItem('HUF').textContent).toMatch(/^100\sHUF 1,321 /);
  });

  it('names the day of rates that are not today’s (issue 27 item 6)', () => {
    vi.setSystemTime(FIVE_DAYS_LATER);
    render(<SharedWidgets initial={structuredClone(initial) as never} renderedAt={Date.now()} />, {
      wrapper,
    });
    expect(rateItem('EUR', 'Árfolyamok – november 21.').textContent).toContain('385,42');
    expect(screen.queryByRole('region', { name: 'Árfolyamok' })).toBeNull();
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
    render(<SharedWidgets initial={structuredClone(initial) as never} renderedAt={Date.now()} />, {
      wrapper,
    });
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(rateItem('EUR').textContent).toMatch(/390,5/);
    expect(within(rateItem('EUR')).getByText('emelkedett')).toBeTruthy();
  });
});

describe('SharedWidgets on a cached front page (issue 27 item 6)', () => {
  it('hydrates with the server’s title, then dates the rates by the reader’s clock', async () => {
    // Rendered on the quotes' day, read five days later; a fresh copy of the shared clock's module,
    // which knows whether a page has hydrated yet.
    vi.resetModules();
    const { SharedWidgets: Fresh } = await import('./SharedWidgets');
    const page = (
      <FreshSwrCache>
        <Fresh initial={structuredClone(initial) as never} renderedAt={QUOTE_DAY} />
      </FreshSwrCache>
    );
    vi.setSystemTime(FIVE_DAYS_LATER);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.querySelector('h2')!.textContent).toBe('Árfolyamok');

    const mismatches: unknown[] = [];
    await act(async () => {
      roots.push(
        hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h2')!.textContent).toBe('Árfolyamok – november 21.');
  });
});
