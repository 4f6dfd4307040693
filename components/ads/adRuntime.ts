// The ad runtime (its own chunk, loaded by the first AdSlot after hydration; SPEC sections 3, 4, 9):
// picks the device's unit (desktop from 768 px, the app always mobile), waits for the slot's load mode
// (early: at once; lazy: within its margin of the viewport; then its delay), fills the reserved box
// with the network's ad or our house ad, and destroys the slot on unmount or route change.
import Router from 'next/router';
import { apiGet } from '@/lib/client/apiClient';
import { collapsedAdMayOpen } from '@/lib/rules/adCollapse';
import { adDevice } from '@/lib/rules/adEligibility';
import type { Locale } from '@/lib/i18n/locales';
import { houseAdSchema } from '@/lib/schemas/houseAd';
import type { AdNetworkView, AdSlotView, AdUnitView } from '@/lib/view/ads';
import { displayGptSlot, loadGpt } from './gptAdapter';
import * as styles from './ads.css';
import { log } from '@/lib/observability/log';

export const HOUSE_AD_URL = '/api/ads/house';

type State = 'empty' | 'loading' | 'filled' | 'destroyed';

const mounted = new Set<() => void>();
let routerHooked = false;

/**
 * A route change destroys every slot of the page being left (SPEC section 4), also when the next page
 * keeps the same components (article → article: their new data mounts new slots). A shallow change
 * stays on the page and keeps its slots.
 */
function destroyOnRouteChange() {
  if (routerHooked) return;
  routerHooked = true;
  Router.events.on('routeChangeStart', (_url: string, options?: { shallow?: boolean }) => {
    if (options?.shallow) return;
    for (const destroy of [...mounted]) destroy();
  });
}

function houseAd(answer: { title: string; text: string; href: string; cta: string }): HTMLElement {
  const link = document.createElement('a');
  link.className = styles.houseAd;
  link.href = answer.href;
  for (const [className, text] of [
    [styles.houseAdTitle, answer.title],
    [styles.houseAdText, answer.text],
    [styles.houseAdCta, answer.cta],
  ] as const) {
    const line = document.createElement('span');
    line.className = className;
    line.textContent = text;
    link.appendChild(line);
  }
  return link;
}

export function mountAdSlot(
  box: HTMLElement,
  slot: AdSlotView,
  network: AdNetworkView | null,
  isApp: boolean,
  locale: Locale,
): () => void {
  destroyOnRouteChange();
  const setState = (state: State) => {
    box.dataset.adState = state;
  };
  const device = adDevice(window.innerWidth, isApp ? 'app' : 'web');
  const unit: AdUnitView | null = device ? slot[device] : null;
  const holder = box.lastElementChild as HTMLElement | null;
  // A box the same component mounts again (new page data) starts over.
  holder?.replaceChildren();
  setState('empty');
  // The other device's unit: the box is hidden by CSS, nothing loads.
  if (!unit || !device || !holder) return () => undefined;
  const creative: HTMLElement = holder;
  box.dataset.adUnit = unit.name;

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: IntersectionObserver | undefined;
  let destroyNetworkSlot: (() => void) | undefined;
  let destroyed = false;

  /** A filled slot; a collapsed one opens only where that moves nothing (lib/rules/adCollapse.ts). */
  const filled = () => {
    if (!slot.collapsed) return setState('filled');
    if (collapsedAdMayOpen(box.getBoundingClientRect().top, window.innerHeight)) {
      box.classList.remove(styles.collapsed);
      return setState('filled');
    }
    destroy();
    setState('empty');
  };

  const fillHouse = () =>
    apiGet(
      `${HOUSE_AD_URL}?slot=${encodeURIComponent(unit.name)}&device=${device}&locale=${locale}`,
      houseAdSchema,
      { signal: controller.signal },
    ).then(
      (answer) => {
        if (destroyed) return;
        creative.replaceChildren(houseAd(answer));
        filled();
      },
      (error: unknown) => {
        if (destroyed) return;
        log.warn('house ad failed', { unit: unit.name, error });
        setState('empty');
      },
    );

  const fillNetwork = (config: AdNetworkView) => {
    creative.id = `${box.id}-creative`;
    loadGpt(config.scriptUrl).then(
      (googletag) => {
        if (destroyed) return;
        destroyNetworkSlot = displayGptSlot(
          googletag,
          { path: `${config.unitPrefix}/${unit.name}`, sizes: unit.sizes, setupad: unit.setupad },
          creative.id,
          (rendered) => (rendered ? filled() : setState('empty')),
        );
      },
      (error: unknown) => {
        log.warn('ad network failed, house ads instead', { error: error });
        if (!destroyed) void fillHouse();
      },
    );
  };

  const request = () => {
    if (destroyed) return;
    setState('loading');
    if (network) fillNetwork(network);
    else void fillHouse();
  };
  const start = () => {
    if (slot.delayMs > 0) timer = setTimeout(request, slot.delayMs);
    else request();
  };
  if (slot.loadMode === 'lazy' && 'IntersectionObserver' in window) {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      },
      { rootMargin: `${slot.marginPx}px 0px` },
    );
    observer.observe(box);
  } else start();

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    mounted.delete(destroy);
    clearTimeout(timer);
    observer?.disconnect();
    controller.abort();
    destroyNetworkSlot?.();
    creative.replaceChildren();
    setState('destroyed');
  }
  mounted.add(destroy);
  return destroy;
}
