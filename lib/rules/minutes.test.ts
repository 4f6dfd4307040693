import { minutesTotal, parseDay } from './minutes';

// SPEC section 9: recurring counts 10x onetime; default start date 2025-03-28.
describe('minutesTotal (SPEC §9)', () => {
  it.each([
    [{ recurring: 0, onetime: 0 }, 0],
    [{ recurring: 1, onetime: 0 }, 10],
    [{ recurring: 3, onetime: 7 }, 37],
  ])('%j -> %d', (counter, expected) => {
    expect(minutesTotal(counter)).toBe(expected);
  });
});

describe('parseDay', () => {
  it.each([
    [undefined, '2025-03-28'],
    ['', '2025-03-28'],
    ['2026-11-20', '2026-11-20'],
    ['2026-02-30', null],
    ['20261120', null],
    ['2026-11-20T00:00', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseDay(value)).toBe(expected);
  });
});
