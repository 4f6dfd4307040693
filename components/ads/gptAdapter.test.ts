// @vitest-environment jsdom
// Issue 18: a GPT-compatible ad network (AD_NETWORK_SCRIPT_URL, AD_NETWORK_ID), tested with a fake
// googletag: the library loads after the page, async; slots are defined on the unit path with the
// account id (SPEC section 9), displayed, marked filled or empty, and destroyed with the slot.
import type { GptRenderEnded, GptSlot, Googletag } from './gptAdapter';
import { displayGptSlot, loadGpt } from './gptAdapter';

function fakeGoogletag() {
  const listeners: Array<(event: GptRenderEnded) => void> = [];
  const defined: Array<{ path: string; sizes: unknown; divId: string; slot: GptSlot }> = [];
  const targeting: Array<[string, string]> = [];
  const pubads = {
    addEventListener: vi.fn((_type: string, listener: (event: GptRenderEnded) => void) => {
      listeners.push(listener);
    }),
    removeEventListener: vi.fn((_type: string, listener: (event: GptRenderEnded) => void) => {
      listeners.splice(listeners.indexOf(listener), 1);
    }),
  };
  const googletag = {
    // A loaded library runs commands at once.
    cmd: { push: (command: () => void) => command() },
    defineSlot: vi.fn((path: string, sizes: unknown, divId: string) => {
      const slot: GptSlot = {
        addService: vi.fn(() => slot),
        setTargeting: vi.fn((key: string, value: string) => {
          targeting.push([key, value]);
          return slot;
        }),
      };
      defined.push({ path, sizes, divId, slot });
      return slot;
    }),
    pubads: () => pubads,
    enableServices: vi.fn(),
    display: vi.fn(),
    destroySlots: vi.fn(() => true),
  } satisfies Googletag;
  const renderEnded = (slot: GptSlot, isEmpty: boolean) =>
    [...listeners].forEach((listener) => listener({ slot, isEmpty }));
  return { googletag, defined, targeting, renderEnded, pubads };
}

const UNIT = {
  path: '/21234567/hv_cikk_leaderboard',
  sizes: [[728, 90]] as Array<[number, number]>,
};

describe('displayGptSlot', () => {
  it.each([
    ['an ad came', false, [true]],
    ['the network had none', true, [false]],
  ])('defines, displays and reports: %s', (_case, isEmpty, expected) => {
    const fake = fakeGoogletag();
    const rendered: boolean[] = [];
    displayGptSlot(fake.googletag, { ...UNIT, setupad: false }, 'box-creative', (filled) =>
      rendered.push(filled),
    );
    expect(fake.defined).toMatchObject([
      { path: UNIT.path, sizes: UNIT.sizes, divId: 'box-creative' },
    ]);
    expect(fake.googletag.display).toHaveBeenCalledWith('box-creative');
    // Another slot's event is not this slot's.
    fake.renderEnded({} as GptSlot, false);
    expect(rendered).toEqual([]);
    fake.renderEnded(fake.defined[0]!.slot, isEmpty);
    expect(rendered).toEqual(expected);
  });

  it.each([
    [true, [['setupad', '1']]],
    [false, []],
  ])('setupad %s sets the targeting key %o', (setupad, expected) => {
    const fake = fakeGoogletag();
    displayGptSlot(fake.googletag, { ...UNIT, setupad }, 'box', () => undefined);
    expect(fake.targeting).toEqual(expected);
  });

  it('destroy destroys the network slot and hears no more of it', () => {
    const fake = fakeGoogletag();
    const rendered: boolean[] = [];
    const destroy = displayGptSlot(fake.googletag, { ...UNIT, setupad: false }, 'box', (filled) =>
      rendered.push(filled),
    );
    destroy();
    expect(fake.googletag.destroySlots).toHaveBeenCalledWith([fake.defined[0]!.slot]);
    fake.renderEnded(fake.defined[0]!.slot, false);
    expect(rendered).toEqual([]);
  });

  it('a slot destroyed before the library ran its command is never defined', () => {
    const fake = fakeGoogletag();
    const queue: Array<() => void> = [];
    const googletag = { ...fake.googletag, cmd: queue };
    const destroy = displayGptSlot(googletag, { ...UNIT, setupad: false }, 'box', () => undefined);
    destroy();
    queue.forEach((command) => command());
    expect(fake.defined).toEqual([]);
  });
});

describe('loadGpt: after the page, async, failures reported', () => {
  const script = () => document.head.querySelector<HTMLScriptElement>('script[src$="gpt.js"]');
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { googletag?: unknown }).googletag;
  });

  it('a script that fails to load rejects (the slots fall back to house ads)', async () => {
    const loading = loadGpt('https://ads.example/gpt.js');
    await vi.waitFor(() => expect(script()).not.toBeNull());
    expect(script()!.async).toBe(true);
    script()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/failed to load/);
  });

  it('a script that is no GPT library rejects instead of waiting forever', async () => {
    const loading = loadGpt('https://ads.example/gpt.js');
    await vi.waitFor(() => expect(script()).not.toBeNull());
    script()!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/not a GPT library/);
  });

  it('the library runs the queued command: services enabled once, googletag answered', async () => {
    const loading = loadGpt('https://ads.example/gpt.js');
    await vi.waitFor(() => expect(script()).not.toBeNull());
    // What GPT does as it runs: take over the queue and run what was queued.
    const fake = fakeGoogletag();
    const queued = (window as { googletag?: { cmd: Array<() => void> } }).googletag!.cmd;
    (window as { googletag?: unknown }).googletag = fake.googletag;
    queued.forEach((command) => command());
    script()!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(fake.googletag);
    expect(fake.googletag.enableServices).toHaveBeenCalledTimes(1);
    // Loaded once.
    await expect(loadGpt('https://ads.example/gpt.js')).resolves.toBe(fake.googletag);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
