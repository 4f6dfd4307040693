// Summary statistics of the benches' latency samples.

/** The nearest-rank percentile `p` (0-100] of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
