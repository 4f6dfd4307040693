// GET /api/frontend/client-config: what the browser's runtime needs from the server's environment at
// serve time (not baked into the build): today the campaign script (SPEC section 4). In zod/mini: the
// browser (lib/client/campaign.ts) checks the answer with this same schema.
import * as z from 'zod/mini';

export const campaignConfigSchema = z.object({
  /** The library's script: an https URL or a path of this site. */
  scriptUrl: z.string().check(z.minLength(1)),
  /** The global the library defines; the runtime calls its init() once it exists. */
  global: z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,63}$/)),
});
export type CampaignConfig = z.infer<typeof campaignConfigSchema>;

export const clientConfigSchema = z.object({ campaign: z.nullable(campaignConfigSchema) });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
