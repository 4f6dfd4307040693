import { median, medianRoundRatio, percentile } from './stats';

// The benches' figures (README "Benchmarks"): ratios are the median of per-round ratios.
describe('bench statistics', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %d', (samples, expected) => {
    expect(median(samples)).toBe(expected);
  });

  it('takes each round’s ratio, then their median', () => {
    // Round 2 was disturbed for both targets alike: its ratio still counts, its absolute figures
    // would not mix with round 1's.
    expect(medianRoundRatio([1000, 500, 990], [2000, 1000, 2000])).toBe(0.5);
    // Best of each would give 1000 / 2000; the rounds say 0.9.
    expect(medianRoundRatio([1000, 900, 450], [2000, 1000, 500])).toBe(0.9);
    expect(() => medianRoundRatio([1], [1, 2])).toThrow();
  });

  it('keeps the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
  });
});
