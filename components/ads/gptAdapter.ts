// A GPT-compatible ad network (AD_NETWORK_SCRIPT_URL, AD_NETWORK_ID; issue 18): its library is loaded
// once, by the ad runtime (which starts after the page has loaded), async (never render-blocking); a slot is defined with its unit
// path `/{account id}/{slot name}` (SPEC section 9), displayed, and destroyed with the slot. A library
// that fails to load is logged and the slots fall back to house ads.

export interface GptSlot {
  addService(service: unknown): GptSlot;
  setTargeting(key: string, value: string): GptSlot;
}
export interface GptRenderEnded {
  slot: GptSlot;
  isEmpty: boolean;
}
export interface Googletag {
  cmd: Array<() => void> | { push: (command: () => void) => void };
  defineSlot(unitPath: string, sizes: Array<[number, number]>, divId: string): GptSlot | null;
  pubads(): {
    addEventListener(type: 'slotRenderEnded', listener: (event: GptRenderEnded) => void): void;
    removeEventListener?(type: 'slotRenderEnded', listener: (event: GptRenderEnded) => void): void;
  };
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}

type GptWindow = Window & { googletag?: Googletag };

let library: Promise<Googletag> | null = null;

/** Loads the library once; resolves with googletag when its command queue runs. */
export function loadGpt(scriptUrl: string, target: GptWindow = window): Promise<Googletag> {
  // Called from the ad runtime, which starts after the page's load event at an idle moment
  // (components/ads/AdSlot.tsx): the library never delays the page.
  library ??= new Promise<Googletag>((resolve, reject) => {
    target.googletag ??= { cmd: [] } as unknown as Googletag;
    const script = target.document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const fail = (why: string) => {
      library = null;
      reject(new Error(`ad network script ${why}: ${scriptUrl}`));
    };
    script.addEventListener('error', () => fail('failed to load'));
    // A GPT library takes over the command queue as it runs (before its load event): a queue
    // still a plain array means the script was no GPT library, and the slots would wait forever.
    script.addEventListener('load', () => {
      if (Array.isArray(target.googletag?.cmd)) fail('is not a GPT library');
    });
    target.document.head.appendChild(script);
    target.googletag.cmd.push(() => {
      target.googletag!.enableServices();
      resolve(target.googletag!);
    });
  });
  return library;
}

/** Defines and displays one slot; returns its destroy. `onRendered(filled)` when the network answered. */
export function displayGptSlot(
  googletag: Googletag,
  unit: { path: string; sizes: Array<[number, number]>; setupad: boolean },
  divId: string,
  onRendered: (filled: boolean) => void,
): () => void {
  let slot: GptSlot | null = null;
  let destroyed = false;
  const rendered = (event: GptRenderEnded) => {
    if (event.slot === slot && !destroyed) onRendered(!event.isEmpty);
  };
  googletag.cmd.push(() => {
    if (destroyed) return;
    slot = googletag.defineSlot(unit.path, unit.sizes, divId);
    if (!slot) return onRendered(false);
    slot.addService(googletag.pubads());
    // setupad (SPEC section 3): the slot takes part in Setupad's header bidding, whose wrapper and
    // line items pick their slots by this key (the box also carries data-setupad).
    if (unit.setupad) slot.setTargeting('setupad', '1');
    googletag.pubads().addEventListener('slotRenderEnded', rendered);
    googletag.display(divId);
  });
  return () => {
    destroyed = true;
    if (!slot) return;
    googletag.pubads().removeEventListener?.('slotRenderEnded', rendered);
    googletag.destroySlots([slot]);
  };
}
