// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigSchema } from '../schemas/clientConfig';
import { startCampaign } from './campaign';

type CampaignWindow = Window & { TestCampaign?: unknown };
const config = { scriptUrl: '/__test/campaign.js', global: 'TestCampaign' };
const context = { edition: 'main', isApp: false };

describe('SPEC section 4: the campaign script, initialised once its library is present', () => {
  const warn = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(warn);
    window.history.replaceState(null, '', '/rovat/belfold');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    warn.mockReset();
    delete (window as CampaignWindow).TestCampaign;
    document.head.innerHTML = '';
  });

  it('loads the script async, once, and calls init once the global appears (checked every 1 s)', () => {
    const onReady = vi.fn();
    const stop = startCampaign(config, context, onReady);
    startCampaign(config, context, vi.fn())();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/__test/campaign.js');
    expect(scripts[0]!.async).toBe(true);

    vi.advanceTimersByTime(2_500);
    const library = { init: vi.fn(), page: vi.fn() };
    (window as CampaignWindow).TestCampaign = library;
    expect(library.init).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(library.init).toHaveBeenCalledExactlyOnceWith({
      edition: 'main',
      isApp: false,
      path: '/rovat/belfold',
    });
    expect(onReady).toHaveBeenCalledWith(library);
    vi.advanceTimersByTime(10_000);
    expect(library.init).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a script that fails to load is logged, and the retries go on', () => {
    startCampaign(config, context, vi.fn());
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('campaign script failed to load', {
      url: '/__test/campaign.js',
    });
    vi.advanceTimersByTime(5_000);
    const library = { init: vi.fn() };
    (window as CampaignWindow).TestCampaign = library;
    vi.advanceTimersByTime(1_000);
    expect(library.init).toHaveBeenCalledTimes(1);
  });

  it('stopped (the page went away): init is never called', () => {
    const stop = startCampaign(config, context, vi.fn());
    vi.advanceTimersByTime(1_000);
    stop();
    const library = { init: vi.fn() };
    (window as CampaignWindow).TestCampaign = library;
    vi.advanceTimersByTime(10_000);
    expect(library.init).not.toHaveBeenCalled();
  });

  it('a global without init is not the library; an init that throws is logged', () => {
    const onReady = vi.fn();
    startCampaign(config, context, onReady);
    (window as CampaignWindow).TestCampaign = { page: vi.fn() };
    vi.advanceTimersByTime(3_000);
    expect(onReady).not.toHaveBeenCalled();
    (window as CampaignWindow).TestCampaign = {
      init: () => {
        throw new Error('broken');
      },
    };
    vi.advanceTimersByTime(1_000);
    expect(onReady).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('campaign init failed', { error: expect.any(Error) });
  });
});

describe('the browser reads GET /api/frontend/client-config with its own schema', () => {
  it.each([
    [{ campaign: null }, true],
    [{ campaign: { scriptUrl: '/c.js', global: 'Camp' } }, true],
    [{ campaign: { scriptUrl: '/c.js' } }, false],
    [{ campaign: { scriptUrl: 1, global: 'Camp' } }, false],
    [{}, false],
    [null, false],
  ])('%j: %s', (answer, ok) => expect(clientConfigSchema.safeParse(answer).success).toBe(ok));
});
