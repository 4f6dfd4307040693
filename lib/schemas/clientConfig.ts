// GET /api/frontend/client-config: what the browser's runtime needs from the server's environment at
// serve time (not baked into the build): today the campaign script (SPEC section 4).
import { z } from 'zod';

export const campaignConfigSchema = z.object({
  /** The library's script: an https URL or a path of this site. */
  scriptUrl: z.string().min(1),
  /** The global the library defines; the runtime calls its init() once it exists. */
  global: z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/),
});
export type CampaignConfig = z.infer<typeof campaignConfigSchema>;

export const clientConfigSchema = z.object({ campaign: campaignConfigSchema.nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
