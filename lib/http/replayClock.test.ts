import { PRIVATE_NO_STORE } from '../cachePolicy';
import { REPLAY_NOW_HEADER } from '../constants';
import { BadRequestError } from './apiRoute';
import { pageReplayClock, REPLAY_CLOCK_SWITCH, replayClockOf } from './replayClock';

const ON = { [REPLAY_CLOCK_SWITCH]: '1' };
const SHARED = 'public, s-maxage=5';
const asking = (value?: string) => ({
  headers: value === undefined ? {} : { [REPLAY_NOW_HEADER]: value },
});

// The replays' clock seam: honoured only when switched on; a malformed instant is a 400, never a 500.
describe('replayClockOf', () => {
  it.each([
    ['off, no header', {}, undefined],
    ['off, an instant', {}, '1795377600000'],
    ['off, a malformed instant', {}, 'tomorrow'],
    ['switched on by another word', { [REPLAY_CLOCK_SWITCH]: 'yes' }, '1795377600000'],
    ['on, no header', ON, undefined],
  ])('%s: the server’s clock, shared caching as the route says', (_name, env, value) => {
    const clock = replayClockOf(asking(value), env);
    expect(clock.now).toBeNull();
    expect(clock.cacheControl(SHARED)).toBe(SHARED);
  });

  it('on, an instant: the replays show it, and no shared cache keeps the answer', () => {
    const clock = replayClockOf(asking('1795377600000'), ON);
    expect(clock.now).toBe(1795377600000);
    expect(clock.cacheControl(SHARED)).toBe(PRIVATE_NO_STORE);
  });

  it.each(['', 'tomorrow', '-1', '1.5', '2026-11-22T21:00:00Z', '1'.repeat(17)])(
    'on, %j: a bad request',
    (value) => {
      expect(() => replayClockOf(asking(value), ON)).toThrow(BadRequestError);
    },
  );
});

describe('pageReplayClock', () => {
  it('renders a page asking a malformed instant on the server’s clock, with a 400', () => {
    const res = { statusCode: 200 };
    const clock = pageReplayClock(asking('tomorrow'), res, ON);
    expect(clock.now).toBeNull();
    expect(res.statusCode).toBe(400);
  });

  it('leaves the status of a page asking a good instant, or none', () => {
    const res = { statusCode: 200 };
    expect(pageReplayClock(asking('1795377600000'), res, ON).now).toBe(1795377600000);
    expect(pageReplayClock(asking(), res, ON).now).toBeNull();
    expect(res.statusCode).toBe(200);
  });
});
