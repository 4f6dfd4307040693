import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_RETRY_MS } from '../constants';
import { retryUntilPresent } from './retryUntilPresent';

describe('SPEC section 4: campaign initialisation retried every second until its library is present', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries now, then every 1 s, and initialises exactly once when the library appears', () => {
    expect(CAMPAIGN_RETRY_MS).toBe(1_000);
    let library: { init: () => void } | null = null;
    const check = vi.fn(() => library);
    const act = vi.fn();
    retryUntilPresent(check, act, CAMPAIGN_RETRY_MS);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    library = { init: () => undefined };
    vi.advanceTimersByTime(1_000);
    expect(act).toHaveBeenCalledWith(library);
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('stops trying when stopped', () => {
    const check = vi.fn(() => null);
    const stop = retryUntilPresent(check, vi.fn(), CAMPAIGN_RETRY_MS);
    vi.advanceTimersByTime(2_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
