import { describe, expect, it, vi } from 'vitest';
import { clientConfig } from './clientConfig';

describe('the campaign script configuration (SPEC section 4) from the environment', () => {
  it.each([
    [{}, null],
    [{ CAMPAIGN_SCRIPT_URL: '' }, null],
    [
      { CAMPAIGN_SCRIPT_URL: 'https://cdn.example/campaign.js' },
      { scriptUrl: 'https://cdn.example/campaign.js', global: 'HirvonalCampaign' },
    ],
    [
      { CAMPAIGN_SCRIPT_URL: '/campaign.js', CAMPAIGN_GLOBAL: 'Camp' },
      { scriptUrl: '/campaign.js', global: 'Camp' },
    ],
    [{ CAMPAIGN_SCRIPT_URL: 'http://cdn.example/campaign.js' }, null],
    [{ CAMPAIGN_SCRIPT_URL: '//cdn.example/campaign.js' }, null],
    [{ CAMPAIGN_SCRIPT_URL: 'javascript:alert(1)' }, null],
    [{ CAMPAIGN_SCRIPT_URL: '/c.js', CAMPAIGN_GLOBAL: 'window.x' }, null],
  ])('%o → %o', (env, campaign) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(clientConfig(env as NodeJS.ProcessEnv)).toEqual({ campaign });
  });
});
