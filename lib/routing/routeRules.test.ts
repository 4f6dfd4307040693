import { editions } from '@/editions/editions';
import { supportPageAvailable } from './routeRules';

// SPEC section 5: subscription page 404 on the regional edition, and on main when donations is 1.
describe('supportPageAvailable (SPEC §5)', () => {
  it.each([
    ['main', editions.main.features, true],
    ['main with donations closed', { ...editions.main.features, donationsClosed: true }, false],
    ['regional', editions.regional.features, false],
  ])('%s -> %s', (_name, features, expected) => {
    expect(supportPageAvailable(features)).toBe(expected);
  });
});

// SPEC section 5 "donations is 1": ops close the main edition's support pages with DONATIONS=1 (the
// e2e servers never run so; issue 16).
describe('supportPageAvailable reads DONATIONS (SPEC §5)', () => {
  afterEach(() => vi.unstubAllEnvs());
  it.each([
    [undefined, true],
    ['0', true],
    ['1', false],
  ])('DONATIONS=%s on the main edition -> %s', (value, expected) => {
    if (value !== undefined) vi.stubEnv('DONATIONS', value);
    expect(supportPageAvailable()).toBe(expected);
  });
});
