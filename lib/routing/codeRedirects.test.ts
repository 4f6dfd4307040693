import { withoutTrailingElo } from './codeRedirects';

// SPEC section 2 "Redirects": a trailing /elo on a non-route path is dropped.
describe('withoutTrailingElo (SPEC §2)', () => {
  it.each([
    ['/rovat/belfold/elo', '/rovat/belfold'],
    ['/cimke/haboru/ELO', '/cimke/haboru'],
    ['/elo', '/'],
    ['/legfrissebb/elo/', '/legfrissebb'],
    [
      '/kulfold/2026/11/21/haboru-ukrajnaban-percrol-percre/elo',
      '/kulfold/2026/11/21/haboru-ukrajnaban-percrol-percre/elo',
    ],
    ['/rovat/belfold', '/rovat/belfold'],
    ['/rovat/elore', '/rovat/elore'],
  ])('%s -> %s', (path, expected) => {
    expect(withoutTrailingElo(path)).toBe(expected);
  });
});
