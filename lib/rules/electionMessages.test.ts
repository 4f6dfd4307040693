// The embedded election map's messages (issue 31 item 5; SPEC section 7: iframe-size, parent-router,
// route-push, themeChanged): both sides act only on the protocol's shapes from the expected origin.
import {
  allowedParentOrigin,
  fromExpectedOrigin,
  MAX_FRAME_HEIGHT,
  parseFrameMessage,
  parseParentMessage,
} from './electionMessages';

describe('parseFrameMessage (the page reading the frame)', () => {
  it.each([
    [
      { type: 'iframe-size', height: 812.4 },
      { type: 'iframe-size', height: 813 },
    ],
    [{ type: 'iframe-size', height: 0 }, null],
    [{ type: 'iframe-size', height: -5 }, null],
    [{ type: 'iframe-size', height: MAX_FRAME_HEIGHT + 1 }, null],
    [{ type: 'iframe-size', height: '500' }, null],
    [{ type: 'iframe-size', height: Number.NaN }, null],
    [
      { type: 'parent-router', path: '/melleklet/ep-2024/adatok/pest' },
      { type: 'parent-router', path: '/melleklet/ep-2024/adatok/pest' },
    ],
    [
      { type: 'parent-router', path: '/melleklet/ep-2024/adatok/csongrad-csanad/szeged' },
      { type: 'parent-router', path: '/melleklet/ep-2024/adatok/csongrad-csanad/szeged' },
    ],
    // Another supplement, another site, a script, a path out of the data pages: ignored.
    [{ type: 'parent-router', path: '/melleklet/usa-2024/adatok/texas' }, null],
    [{ type: 'parent-router', path: 'https://evil.example/melleklet/ep-2024/adatok/pest' }, null],
    [{ type: 'parent-router', path: '//evil.example/melleklet/ep-2024/adatok/pest' }, null],
    [{ type: 'parent-router', path: 'javascript:alert(1)' }, null],
    [{ type: 'parent-router', path: '/melleklet/ep-2024/adatok/../../../login' }, null],
    [{ type: 'parent-router', path: '/melleklet/ep-2024/adatok' }, null],
    [{ type: 'parent-router', path: '/melleklet/ep-2024/adatok/a/b/c' }, null],
    [
      { type: 'route-push', view: 'tablazat' },
      { type: 'route-push', view: 'tablazat' },
    ],
    [
      { type: 'route-push', view: 'terkep' },
      { type: 'route-push', view: 'terkep' },
    ],
    [{ type: 'route-push', view: '/login' }, null],
    [{ type: 'themeChanged', theme: 'dark' }, null],
    ['iframe-size', null],
    [null, null],
    [[{ type: 'iframe-size', height: 5 }], null],
  ])('%j -> %j', (data, expected) => {
    expect(parseFrameMessage(data, 'ep-2024')).toEqual(expected);
  });
});

describe('parseParentMessage (the frame reading the page)', () => {
  it.each([
    [
      { type: 'themeChanged', theme: 'dark' },
      { type: 'themeChanged', theme: 'dark' },
    ],
    [
      { type: 'themeChanged', theme: 'light' },
      { type: 'themeChanged', theme: 'light' },
    ],
    [{ type: 'themeChanged', theme: 'neon' }, null],
    [{ type: 'iframe-size', height: 5 }, null],
    ['themeChanged', null],
  ])('%j -> %j', (data, expected) => {
    expect(parseParentMessage(data)).toEqual(expected);
  });
});

describe('fromExpectedOrigin', () => {
  it.each([
    ['https://hirvonal.example', null, 'https://hirvonal.example', true],
    ['https://evil.example', null, 'https://hirvonal.example', false],
    ['https://terkep.example', 'https://terkep.example', 'https://hirvonal.example', true],
    ['https://hirvonal.example', 'https://terkep.example', 'https://hirvonal.example', false],
    ['null', null, 'null', false],
  ])('%s (expected %s, own %s): %s', (origin, expected, own, accepted) => {
    expect(fromExpectedOrigin(origin, expected, own)).toBe(accepted);
  });
});

describe('allowedParentOrigin', () => {
  const allowed = ['https://hirvonal.example', 'https://partner.example'];
  it.each([
    ['https://partner.example', 'https://partner.example'],
    ['https://evil.example', null],
    ['null', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (candidate, expected) => {
    expect(allowedParentOrigin(candidate, allowed)).toBe(expected);
  });
});
