// What a page's ad slots need in the browser, decided on the server (lib/ads/pageAds.ts): which
// placements show, each device's unit, sizes and reserved height, how it loads, and the ad network
// when one is configured (else house ads). Plain data: no rule code reaches the browser.

export interface AdUnitView {
  /** The slot (ad unit) name. */
  name: string;
  /** [width, height] pairs; 'fluid' entries are left out (they reserve the default height). */
  sizes: Array<[number, number]>;
  /** The height the server reserves (px): the tallest size, so no ad moves content (CLS 0). */
  height: number;
  setupad: boolean;
}

export interface AdSlotView {
  placement: string;
  desktop: AdUnitView | null;
  mobile: AdUnitView | null;
  loadMode: 'early' | 'lazy';
  /** Lazy slots: start loading this far before the viewport (0-300 px). */
  marginPx: number;
  /** Wait before requesting, ms (0-2000). */
  delayMs: number;
  /**
   * loadCollapsed (SPEC section 3): reserves no space and opens only when its ad arrives while the box
   * is wholly below the viewport (lib/rules/adCollapse.ts), so it never moves what the reader sees.
   */
  collapsed: boolean;
}

export interface AdNetworkView {
  /** A GPT-compatible library, loaded after the page. */
  scriptUrl: string;
  /** `/{numeric account id}` (SPEC section 9): the unit path is `${unitPrefix}/${name}`. */
  unitPrefix: string;
}

export interface PageAds {
  slots: Partial<Record<string, AdSlotView>>;
  network: AdNetworkView | null;
}

/** A page without ads (tests, pages that carry none). */
export const noAds: PageAds = { slots: {}, network: null };
