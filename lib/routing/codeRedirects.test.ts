// @ts-expect-error Next's compiled copy of path-to-regexp ships no types.
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { config } from '@/proxy';
import { hasSupportBlockerMarker, headingMenuRedirect, withoutTrailingElo } from './codeRedirects';

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

// SPEC section 2 "Redirects": matching is case-insensitive and the query string is kept.
describe('hasSupportBlockerMarker (SPEC §2)', () => {
  it.each([
    ['/valami/tamogatas-blokk-123', true],
    ['/valami/Tamogatas-Blokk-123', true],
    ['/TAMOGATAS-BLOKK', true],
    ['/cikk/tamogatas-blokkolo', true],
    ['/tamogatas', false],
    ['/tamogatas/blokk', false],
  ])('%s -> %s', (path, expected) => {
    expect(hasSupportBlockerMarker(path)).toBe(expected);
  });
});

describe('headingMenuRedirect (SPEC §2)', () => {
  const heading = ['belfold', 'Sport', 'g7'];
  it.each([
    ['belfold', '', '/rovat/belfold'],
    ['BELFOLD', '', '/rovat/belfold'],
    ['sport', '?x=1', '/rovat/sport?x=1'],
    ['Sport', '?oldal=2&utm_source=hirlevel', '/rovat/sport?oldal=2&utm_source=hirlevel'],
    ['belfold', '?', '/rovat/belfold'],
    // A section with a route of its own goes there (SPEC section 2: /rovat/g7 goes to /g7).
    ['G7', '?a=b', '/g7?a=b'],
    ['kulfold', '?x=1', null],
    ['belfoldi', '', null],
  ])('/%s%s -> %s', (segment, search, expected) => {
    expect(headingMenuRedirect(segment, heading, search)).toBe(expected);
  });
});

// Next compiles proxy matchers to regular expressions without the case-insensitive flag, so the
// support-blocker matcher spells every letter case itself: a mixed-case marker must enter the proxy.
describe('the proxy matcher of the support-blocker marker (SPEC §2)', () => {
  const source = config.matcher.find(
    (matcher): matcher is string => typeof matcher === 'string' && /[Bb]\]\[Ll\]/.test(matcher),
  );
  const runtime = new RegExp(pathToRegexp(source!, [], { delimiter: '/', strict: true }).source);
  it.each([
    ['/valami/tamogatas-blokk-123', true],
    ['/valami/Tamogatas-Blokk-123', true],
    ['/TAMOGATAS-BLOKK', true],
    ['/rovat/belfold', false],
  ])('%s enters the proxy: %s', (path, expected) => {
    expect(runtime.test(path)).toBe(expected);
  });
});
