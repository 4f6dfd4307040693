// Summary statistics of the benches' latency samples.

/** The nearest-rank percentile `p` (0-100] of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The median of samples in any order (the mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of nothing');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median over rounds of a / b, each round's figures divided by the same round's (targets measured
 * in turn within a round see the same machine; two bests from different rounds may not).
 */
export function medianRoundRatio(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error('ratio of runs with different round counts');
  return median(a.map((value, round) => value / b[round]!));
}
