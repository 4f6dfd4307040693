// SPEC sections 4, 8 and 9: build detection. A page knows the build it came from; the latest build id
// and the build manifest are fetched as JSON. A new deployment counts once the latest id differs from
// the page's AND the new build's manifest answered (a half-rolled-out deployment whose manifest is not
// served yet is not acted on); then the next navigation is a full page load, which gets the new build's
// code. A failed fetch changes nothing (section 8: logged only).

export type DeploymentState = 'current' | 'suspected' | 'new';

export interface DeploymentCheck {
  /** The build the page runs (window.__NEXT_DATA__.buildId). */
  pageBuildId: string;
  /** The latest build id the server answered, or null when that fetch failed. */
  latestId: string | null;
  /** The id in the manifest the server answered, or null when not fetched (yet) or failed. */
  manifestId: string | null;
}

export function deploymentState({
  pageBuildId,
  latestId,
  manifestId,
}: DeploymentCheck): DeploymentState {
  if (latestId === null || latestId === pageBuildId) return 'current';
  return manifestId === latestId ? 'new' : 'suspected';
}

/** Whether a client-side navigation must become a full page load (the page's code is outdated). */
export function fullLoadOnNavigation(state: DeploymentState): boolean {
  return state === 'new';
}
