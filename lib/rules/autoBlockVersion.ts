// SPEC section 4: the front page auto block's version is drawn randomly among 1 to 4 without repeats
// until all are used, then the draw starts over. The caller keeps `used` (e.g. in session storage)
// and injects the random source, so the rule stays pure.
import { AUTO_BLOCK_VERSIONS } from '../constants';

export interface AutoBlockDraw {
  version: number;
  /** Versions drawn in the current round, the new one included; pass it to the next draw. */
  used: number[];
}

const ALL_VERSIONS = Array.from({ length: AUTO_BLOCK_VERSIONS }, (_, i) => i + 1);

/**
 * Draws an unused version; once all 4 are used a new round begins with an empty list. Values in `used`
 * that are not versions (stale or tampered storage) are ignored. `random` works like Math.random;
 * results outside [0, 1) are clamped.
 */
export function drawAutoBlockVersion(used: readonly number[], random: () => number): AutoBlockDraw {
  const seen = ALL_VERSIONS.filter((version) => used.includes(version));
  const round = seen.length === ALL_VERSIONS.length ? [] : seen;
  const left = ALL_VERSIONS.filter((version) => !round.includes(version));
  const r = random();
  const at = Number.isFinite(r)
    ? Math.min(Math.max(Math.floor(r * left.length), 0), left.length - 1)
    : 0;
  const version = left[at] ?? 1;
  return { version, used: [...round, version] };
}
