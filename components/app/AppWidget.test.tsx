// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { edition } from '@/editions/currentEdition';
import { SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import type { AppWidgetData } from '@/lib/view/appPages';
import { AppWidget } from './AppWidget';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// The widget the newsroom's app shows (/app-web-widget) as a reader sees it: rates in the edition's
// currency with the change in words, the weather, trending topics linking to their tag pages, all
// following the shared data refresh (15 s).
const initial: AppWidgetData = {
  exchangesRates: [
    { currency: 'EUR', rate: 385.42, updown: -1, date: '2026-11-21' },
    { currency: 'USD', rate: 332.26, updown: 1, date: '2026-11-21' },
  ],
  weatherData: [{ city: 'Budapest', temperature: 4, icon: 'cloud', description: 'borult' }],
  trendingTags: [
    { slug: 'villamos', name: 'villamos' },
    { slug: 'orszaggyules', name: 'Országgyűlés' },
  ],
};

const fetchMock = fakeTimersAndFetch();
// The quotes' day, 10:00 in Budapest.
beforeEach(() => vi.setSystemTime(Date.UTC(2026, 10, 21, 9)));
const wrapper = FreshSwrCache;

const region = (name: string) => screen.getByRole('region', { name });
const rateItem = (currency: string) =>
  within(region('Árfolyamok'))
    .getAllByRole('listitem')
    .find((item) => item.textContent!.startsWith(currency))!;

describe('AppWidget (/app-web-widget, SPEC section 2 route app-webview)', () => {
  it('shows rates with the currency sign and change, the weather and trending topics', () => {
    render(<AppWidget initial={structuredClone(initial)} renderedAt={Date.now()} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: edition.name })).toBeTruthy();
    expect(rateItem('EUR').textContent).toContain(edition.currencySign);
    expect(within(rateItem('EUR')).getByText('csökkent')).toBeTruthy();
    expect(within(rateItem('USD')).getByText('emelkedett')).toBeTruthy();
    expect(within(region('Időjárás')).getByRole('listitem').textContent).toMatch(
      /Budapest: 4 °C borult/,
    );
    const topics = within(region('Felkapott témák')).getAllByRole('link');
    expect(topics.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#villamos', '/cimke/villamos'],
      ['#Országgyűlés', '/cimke/orszaggyules'],
    ]);
  });

  it('dates rates that are not today’s and says the amount of a rate per 100 (issue 27 item 6)', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 26, 9));
    const data: AppWidgetData = {
      ...structuredClone(initial),
      exchangesRates: [{ currency: 'HUF', rate: 1.321, unit: 100, updown: 0, date: '2026-11-21' }],
    };
    render(<AppWidget initial={data} renderedAt={Date.now()} />, { wrapper });
    const box = region('Árfolyamok – november 21.');
    expect(within(box).getByRole('listitem').textContent).toMatch(/^100\sHUF 1,321 /);
  });

  it('leaves out the topics box when there are no trending topics', () => {
    render(
      <AppWidget
        initial={{ ...structuredClone(initial), trendingTags: [] }}
        renderedAt={Date.now()}
      />,
      { wrapper },
    );
    expect(screen.queryByRole('region', { name: 'Felkapott témák' })).toBeNull();
    expect(region('Árfolyamok')).toBeTruthy();
  });

  it('follows the shared data refresh', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          ...initial,
          exchangesRates: [{ currency: 'EUR', rate: 390.5, updown: 1, date: '2026-11-22' }],
          trendingTags: [{ slug: 'hoeses', name: 'hóesés' }],
          floodingData: null,
        }),
      ),
    );
    render(<AppWidget initial={structuredClone(initial)} renderedAt={Date.now()} />, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(SHARED_DATA_REFRESH_MS));
    expect(rateItem('EUR').textContent).toMatch(/390,5/);
    expect(within(rateItem('EUR')).getByText('emelkedett')).toBeTruthy();
    expect(
      within(region('Felkapott témák'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cimke/hoeses']);
  });
});
