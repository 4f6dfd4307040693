// Server side: the browser runtime's configuration from the environment (README "Environment
// variables"): CAMPAIGN_SCRIPT_URL (https URL or site path) and CAMPAIGN_GLOBAL. A value that does not
// pass is ignored with a warning: a misconfigured campaign must not break pages.
import { campaignConfigSchema, type ClientConfig } from '../schemas/clientConfig';
import { log } from '@/lib/observability/log';

export const DEFAULT_CAMPAIGN_GLOBAL = 'HirvonalCampaign';

export function clientConfig(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const scriptUrl = env.CAMPAIGN_SCRIPT_URL?.trim();
  if (!scriptUrl) return { campaign: null };
  const safeUrl =
    /^https:\/\/[^\s"'<>]+$/.test(scriptUrl) || /^\/[^/\s"'<>][^\s"'<>]*$/.test(scriptUrl);
  const parsed = campaignConfigSchema.safeParse({
    scriptUrl,
    global: env.CAMPAIGN_GLOBAL?.trim() || DEFAULT_CAMPAIGN_GLOBAL,
  });
  if (!safeUrl || !parsed.success) {
    log.warn('CAMPAIGN_SCRIPT_URL or CAMPAIGN_GLOBAL is not valid: no campaign script');
    return { campaign: null };
  }
  return { campaign: parsed.data };
}
