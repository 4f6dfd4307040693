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
