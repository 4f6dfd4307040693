import { describe, expect, it, vi } from 'vitest';
import { appModeHeadScript, appModeSearch } from './appModeQuery';

describe('SPEC section 4: app mode when isMobileApp is present, with or without a value', () => {
  it.each([
    ['?isMobileApp', '?isMobileApp=1'],
    ['?isMobileApp=', '?isMobileApp=1'],
    ['?oldal=2&isMobileApp', '?oldal=2&isMobileApp=1'],
    ['?isMobileApp=1', null],
    ['?isMobileApp=true', null],
    ['?oldal=2', null],
    ['', null],
    ['?isMobileAppX', null],
  ])('%s → %s', (search, expected) => {
    expect(appModeSearch(search, 'isMobileApp')).toBe(expected);
  });

  it('the inline script reloads a bare ?isMobileApp once with isMobileApp=1, and leaves other URLs', () => {
    const run = (search: string) => {
      const replace = vi.fn();
      const location = { search, pathname: '/rovat/belfold', hash: '#x', replace };
      new Function('location', appModeHeadScript())(location);
      return replace.mock.calls.map(([url]) => url);
    };
    expect(run('?isMobileApp')).toEqual(['/rovat/belfold?isMobileApp=1#x']);
    expect(run('?isMobileApp=1')).toEqual([]);
    expect(run('')).toEqual([]);
  });
});
