// SPEC sections 3, 5 and 9: which ad slots a page shows. Each placement of the page kind keeps the
// device units the exclusions of section 5 allow (adBlockReason: adfree, adult-content and pr articles
// get none; sponsored super tags only slots marked pr; video-tagged articles none in the app); in the
// app the webview always takes the mobile unit (section 9). Decided on the server; the page gets data.
import type { AdPageKind, AdPlacementConfig, AdSlotConfig } from '@/editions/adSlots';
import { PAGE_AD_PLACEMENTS } from '@/editions/adSlots';
import type { AdSlot } from '../schemas/adSlot';
import type { RenderMode } from '../routing/renderMode';
import type { AdSlotView, AdUnitView } from '../view/ads';
import { adBlockReason, adLoadPlan, type AdArticle } from './adEligibility';

/** A fluid-only slot reserves this height (px): a medium rectangle. */
export const FLUID_AD_HEIGHT = 250;

export function adUnitView(slot: AdSlot): AdUnitView {
  const sizes = (slot.sizes === 'fluid' ? [] : slot.sizes).filter(
    (size): size is [number, number] => size !== 'fluid',
  );
  const height = sizes.length ? Math.max(...sizes.map(([, h]) => h)) : FLUID_AD_HEIGHT;
  return { name: slot.name, sizes, height, setupad: slot.setupad };
}

export interface AdPageContext {
  /** The article of a single-article page. */
  article?: AdArticle;
  renderMode: RenderMode;
}

function placementView(
  placement: string,
  config: AdPlacementConfig,
  { article, renderMode }: AdPageContext,
): AdSlotView | null {
  const isApp = renderMode === 'app';
  const allowed = (slot: AdSlot | undefined) =>
    slot && adBlockReason({ article, slot, isApp }) === null ? slot : null;
  const desktop = isApp ? null : allowed(config.desktop);
  const mobile = allowed(config.mobile);
  const lead = mobile ?? desktop;
  if (!lead) return null;
  const plan = adLoadPlan(lead);
  return {
    placement,
    desktop: desktop && adUnitView(desktop),
    mobile: mobile && adUnitView(mobile),
    loadMode: plan.mode,
    marginPx: plan.marginPx,
    delayMs: plan.delayMs,
    collapsed: lead.loadCollapsed,
  };
}

export function pageAdSlots(
  config: AdSlotConfig,
  kind: AdPageKind,
  context: AdPageContext,
): Partial<Record<string, AdSlotView>> {
  const slots: Partial<Record<string, AdSlotView>> = {};
  for (const placement of PAGE_AD_PLACEMENTS[kind]) {
    const entry = config[placement];
    const view = entry && placementView(placement, entry, context);
    if (view) slots[placement] = view;
  }
  return slots;
}
