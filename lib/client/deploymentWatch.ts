// Build detection in the browser (SPEC sections 4, 8; the rule in lib/rules/deployment.ts): the latest
// build id is polled as JSON; when it differs from the page's, the new build's manifest is fetched, and
// once both agree the next client-side navigation becomes a full page load, which brings the new
// build's code. Failed fetches are logged only (section 8).
import { apiGet, type ResponseSchema } from './apiClient';
import type { BuildManifest, LatestBuild } from '../schemas/build';
import { deploymentState, type DeploymentState } from '../rules/deployment';

export const LATEST_BUILD_URL = '/api/build/latest';
export const BUILD_MANIFEST_URL = '/api/build/manifest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** Hand-written checks (no zod in the browser), held to lib/schemas/build.ts by the tests. */
export const latestBuildCheck: ResponseSchema<LatestBuild> = {
  safeParse(data) {
    return isRecord(data) && isId(data.id) && typeof data.timestamp === 'number'
      ? { success: true, data: { id: data.id, timestamp: data.timestamp } }
      : { success: false, error: new TypeError('not a build answer') };
  },
};
export const buildManifestCheck: ResponseSchema<Pick<BuildManifest, 'id'>> = {
  safeParse(data) {
    return isRecord(data) && isId(data.id) && Array.isArray(data.pages)
      ? { success: true, data: { id: data.id } }
      : { success: false, error: new TypeError('not a build manifest') };
  },
};

/** The deployment state after a latest-build answer (fetching the manifest when the id is new). */
export async function checkDeployment(
  pageBuildId: string,
  latest: LatestBuild,
): Promise<DeploymentState> {
  let manifestId: string | null = null;
  if (latest.id !== pageBuildId) {
    try {
      manifestId = (await apiGet(BUILD_MANIFEST_URL, buildManifestCheck)).id;
    } catch (error) {
      console.warn('build manifest fetch failed', error);
    }
  }
  return deploymentState({ pageBuildId, latestId: latest.id, manifestId });
}
