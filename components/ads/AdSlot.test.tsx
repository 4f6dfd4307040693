// @vitest-environment jsdom
// Issue 18 (SPEC sections 3, 4, 9): an ad slot's box is reserved in the server's HTML for each device,
// labelled, with no landmark; after hydration the runtime fills it early, lazily when scrolled near
// or after its delay, with a house ad by default, and destroys it on unmount and on a route change.
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderModeContext } from '../app/RenderModeContext';
import type { AdSlotView } from '@/lib/view/ads';
import { AdSlot } from './AdSlot';
import * as styles from './ads.css';

const routerEvents = vi.hoisted(() => {
  const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  return {
    on: (event: string, listener: (...args: unknown[]) => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    emit: (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((listener) => listener(...args)),
  };
});
vi.mock('next/router', () => ({ default: { events: routerEvents } }));

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

const unit = (name: string, height: number) => ({
  name,
  sizes: [[300, height]] as Array<[number, number]>,
  height,
  setupad: false,
});
const slotView = (over: Partial<AdSlotView> = {}): AdSlotView => ({
  placement: 'article-top',
  desktop: unit('hv_cikk_leaderboard', 90),
  mobile: unit('hv_cikk_mobil_1', 100),
  loadMode: 'early',
  marginPx: 0,
  delayMs: 0,
  collapsed: false,
  ...over,
});
const PROMO = {
  id: 'hirlevel',
  title: 'Reggelente a legfontosabb hírek',
  text: 'Iratkozz fel.',
  href: '/dokumentum/feliratkozas-hirlevelekre',
  cta: 'Feliratkozom',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(PROMO), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The server-HTML cases write the body by hand (render's cleanup does not know them).
  document.body.innerHTML = '';
});

const box = () => document.getElementById('hirdetes-teszt')!;
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('AdSlot: the reserved box (server HTML)', () => {
  it.each([
    ['both devices', slotView(), 'web', '', '90px', '100px'],
    [
      'mobile only (the list ad after the 3rd item)',
      slotView({ desktop: null }),
      'web',
      styles.mobileOnly,
      '0px',
      '100px',
    ],
    [
      'desktop only (the side column)',
      slotView({ mobile: null }),
      'web',
      styles.desktopOnly,
      '90px',
      '0px',
    ],
    [
      'the app: always the mobile unit',
      slotView({ desktop: null }),
      'app',
      styles.appMode,
      '0px',
      '100px',
    ],
  ] as const)('%s', (_case, slot, mode, deviceClass, desktop, mobile) => {
    const html = renderToString(
      <RenderModeContext.Provider value={mode}>
        <AdSlot slot={slot} network={null} id="hirdetes-teszt" />
      </RenderModeContext.Provider>,
    );
    document.body.innerHTML = html;
    expect(box().dataset.adState).toBe('empty');
    expect(box().dataset.adSlot).toBe('article-top');
    expect(box().style.getPropertyValue('--ad-desktop')).toBe(desktop);
    expect(box().style.getPropertyValue('--ad-mobile')).toBe(mobile);
    expect(box().className).toContain(styles.slot);
    if (deviceClass) expect(box().classList).toContain(deviceClass);
    expect(box().textContent).toBe('Hirdetés');
    // No landmark: a page has several ads.
    expect(box().getAttribute('role')).toBeNull();
    expect(box().tagName).toBe('DIV');
  });

  it('is a list item where it stands in a list, and marks Setupad slots', () => {
    const slot = slotView({
      desktop: null,
      mobile: { ...unit('hv_lista_mobil', 250), setupad: true },
    });
    document.body.innerHTML = renderToString(
      <ul>
        <AdSlot as="li" slot={slot} network={null} id="hirdetes-teszt" />
      </ul>,
    );
    expect(box().tagName).toBe('LI');
    expect(box().dataset.setupad).toBe('true');
  });
});

describe('AdSlot: loading (SPEC sections 4, 9)', () => {
  it('an early slot asks for the house ad of the viewport’s unit at once and shows it as a link', async () => {
    render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    expect(asked()).toEqual(['/api/ads/house?slot=hv_cikk_leaderboard&device=desktop&locale=hu']);
    expect(
      screen.getByRole('link', { name: /Reggelente a legfontosabb hírek/ }).getAttribute('href'),
    ).toBe(PROMO.href);
  });

  it('below 768 px the mobile unit', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    expect(asked()).toEqual(['/api/ads/house?slot=hv_cikk_mobil_1&device=mobile&locale=hu']);
  });

  it('a lazy slot waits until it comes within its margin of the viewport', async () => {
    render(
      <AdSlot
        slot={slotView({ loadMode: 'lazy', marginPx: 200 })}
        network={null}
        id="hirdetes-teszt"
      />,
    );
    await waitFor(() => expect(FakeIntersectionObserver.last).not.toBeNull());
    expect(FakeIntersectionObserver.last!.options.rootMargin).toBe('200px 0px');
    expect(asked()).toEqual([]);
    expect(box().dataset.adState).toBe('empty');
    act(() => FakeIntersectionObserver.last!.enter());
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
  });

  it('a delayed slot asks only after its delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AdSlot slot={slotView({ delayMs: 2_000 })} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('empty'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(asked()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
  });

  it('a failed house ad leaves the slot empty, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(box().dataset.adState).toBe('empty');
    expect(box().querySelector('a')).toBeNull();
  });
});

describe('AdSlot: destroyed with its page (SPEC section 4)', () => {
  it('on a route change: emptied, and a lazy slot no longer loads', async () => {
    render(
      <AdSlot
        slot={slotView({ loadMode: 'lazy', marginPx: 0 })}
        network={null}
        id="hirdetes-teszt"
      />,
    );
    await waitFor(() => expect(FakeIntersectionObserver.last).not.toBeNull());
    const observer = FakeIntersectionObserver.last!;
    act(() => routerEvents.emit('routeChangeStart', '/legfrissebb', { shallow: false }));
    expect(box().dataset.adState).toBe('destroyed');
    act(() => observer.enter());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toEqual([]);
  });

  it('a shallow route change keeps the page and its slots', async () => {
    render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    act(() => routerEvents.emit('routeChangeStart', '/?tab=2', { shallow: true }));
    expect(box().dataset.adState).toBe('filled');
  });

  it('new page data in the same component (article → article) mounts a new slot', async () => {
    const view = render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    act(() => routerEvents.emit('routeChangeStart', '/masik-cikk', { shallow: false }));
    expect(box().querySelector('a')).toBeNull();
    view.rerender(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on unmount', async () => {
    const view = render(<AdSlot slot={slotView()} network={null} id="hirdetes-teszt" />);
    await waitFor(() => expect(box().dataset.adState).toBe('filled'));
    const element = box();
    view.unmount();
    expect(element.dataset.adState).toBe('destroyed');
    expect(element.querySelector('a')).toBeNull();
  });
});
