// Content ads inside an article body (SPEC section 9: numbered sequentially; loaded lazily by the
// article page, only when the article shows them): the body is server HTML in which
// lib/rules/contentAds.ts put numbered placeholders, so after mounting this finds the placeholders of
// the article's body and renders an AdSlot into each through a portal. The body's HTML
// can change under it (a live article's new version, the quiz body taking over): a mutation observer
// on the body's container scans again, and slots whose placeholder went are unmounted (destroyed).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AdNetworkView, AdSlotView } from '@/lib/view/ads';
import { AdSlot } from './AdSlot';
import { ARTICLE_BODY_CLASS } from './articleBody';

const PLACEHOLDERS = `.${ARTICLE_BODY_CLASS} .content-ad[data-ad-slot]`;

/** A stable key per placeholder element: a new body's placeholders are new slots. */
const keys = new WeakMap<HTMLElement, number>();
let nextKey = 0;
function keyOf(place: HTMLElement): number {
  if (!keys.has(place)) keys.set(place, ++nextKey);
  return keys.get(place)!;
}

function samePlaces(a: readonly HTMLElement[], b: readonly HTMLElement[]): boolean {
  return a.length === b.length && a.every((place, i) => place === b[i]);
}

export function ContentAds({
  slot,
  network,
  container,
}: {
  slot: AdSlotView;
  network: AdNetworkView | null;
  /** The id of the element the body sits in (its HTML is replaced inside it). */
  container: string;
}) {
  const [places, setPlaces] = useState<HTMLElement[]>([]);
  useEffect(() => {
    const root = document.getElementById(container);
    if (!root) return;
    const scan = () =>
      setPlaces((old) => {
        const found = [...root.querySelectorAll<HTMLElement>(PLACEHOLDERS)];
        return samePlaces(old, found) ? old : found;
      });
    scan();
    // Only element changes of the body matter; the slots' own fills are inside the placeholders.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !(record.target as Element).closest?.('.content-ad'))) scan();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, slot]);
  return places.map((place) =>
    createPortal(
      <AdSlot
        slot={slot}
        network={network}
        id={`hirdetes-tartalom-${place.dataset.adSlot ?? '0'}`}
      />,
      place,
      keyOf(place),
    ),
  );
}
