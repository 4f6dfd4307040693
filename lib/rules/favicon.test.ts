import { DEFAULT_FAVICON, faviconFor } from './favicon';

// SPEC section 2 "Error page": favicon special under /g7 and /after.
describe('faviconFor (SPEC §2)', () => {
  it.each([
    ['/g7', '/images/favicon-g7.svg'],
    ['/g7/adat', '/images/favicon-g7.svg'],
    ['/G7/penz?oldal=2', '/images/favicon-g7.svg'],
    ['/after', '/images/favicon-after.svg'],
    ['/after/valami', '/images/favicon-after.svg'],
    ['/g7x', DEFAULT_FAVICON],
    ['/afterparty', DEFAULT_FAVICON],
    ['/', DEFAULT_FAVICON],
    ['/rovat/g7', DEFAULT_FAVICON],
  ])('%s', (path, expected) => {
    expect(faviconFor(path)).toBe(expected);
  });
});
