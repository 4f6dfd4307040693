import { engagementLevel } from './facebookEngagement';

// SPEC section 9: Facebook interaction thresholds 300 and 100.
describe('engagementLevel (SPEC §9)', () => {
  it.each([
    [0, null],
    [99, null],
    [100, 'medium'],
    [299, 'medium'],
    [300, 'high'],
    [12_000, 'high'],
  ])('%d -> %s', (interactions, expected) => {
    expect(engagementLevel(interactions)).toBe(expected);
  });
});
