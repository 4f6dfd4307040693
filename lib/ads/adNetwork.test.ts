import { describe, expect, it, vi } from 'vitest';
import { adNetworkOf } from './pageAds';

describe('SPEC section 9: the ad network account id is numeric in the unit path', () => {
  it.each([
    [{}, null],
    [
      {
        AD_NETWORK_SCRIPT_URL: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
        AD_NETWORK_ID: '21234567',
      },
      {
        scriptUrl: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
        unitPrefix: '/21234567',
      },
    ],
    [{ AD_NETWORK_SCRIPT_URL: 'https://x.example/gpt.js', AD_NETWORK_ID: 'abc' }, null],
    [{ AD_NETWORK_SCRIPT_URL: 'http://x.example/gpt.js', AD_NETWORK_ID: '1' }, null],
    [{ AD_NETWORK_ID: '1' }, null],
  ])('%o → %o', (env, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(adNetworkOf(env as NodeJS.ProcessEnv)).toEqual(expected);
  });
});
