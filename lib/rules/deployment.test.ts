import { describe, expect, it } from 'vitest';
import { deploymentState, fullLoadOnNavigation } from './deployment';

describe('SPEC sections 4, 8: a new deployment is noticed from the latest build id and the manifest', () => {
  it.each([
    [{ pageBuildId: 'a', latestId: 'a', manifestId: null }, 'current', false],
    [{ pageBuildId: 'a', latestId: 'a', manifestId: 'a' }, 'current', false],
    // The latest-id fetch failed: logged only, nothing changes (section 8).
    [{ pageBuildId: 'a', latestId: null, manifestId: null }, 'current', false],
    // A new id, manifest not fetched yet or its fetch failed: not acted on.
    [{ pageBuildId: 'a', latestId: 'b', manifestId: null }, 'suspected', false],
    // The manifest answered from another build (a rollout in progress): not yet.
    [{ pageBuildId: 'a', latestId: 'b', manifestId: 'a' }, 'suspected', false],
    [{ pageBuildId: 'a', latestId: 'b', manifestId: 'b' }, 'new', true],
  ] as const)('%o → %s', (check, state, fullLoad) => {
    expect(deploymentState(check)).toBe(state);
    expect(fullLoadOnNavigation(deploymentState(check))).toBe(fullLoad);
  });
});
