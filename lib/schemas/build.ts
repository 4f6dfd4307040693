// The running build as JSON (SPEC section 4 "Build detection: a build manifest and latest build id are
// fetched as JSON to detect new deployments"): GET /api/build/latest and GET /api/build/manifest. In
// zod/mini: the browser's build detection (lib/client/deploymentWatch.ts) checks the answers with
// these same schemas.
import * as z from 'zod/mini';

export const buildIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const latestBuildSchema = z.object({
  id: buildIdSchema,
  /** When the build was made (ms since the epoch). */
  timestamp: z.number().check(z.int(), z.nonnegative()),
});
export type LatestBuild = z.infer<typeof latestBuildSchema>;

export const buildManifestSchema = z.extend(latestBuildSchema, {
  /** The build's page routes (Next's build manifest), e.g. "/[section]/[year]/[month]/[day]/[slug]". */
  pages: z.array(z.string()),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;
