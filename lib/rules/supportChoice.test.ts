import { parseAmount, readSupportChoice, supportChoiceQuery } from './supportChoice';

// Issue 16, the support campaign form. SPEC section 5 says no other user-input validation is shown, so
// the limits are ours (lib/constants.ts SUPPORT_AMOUNTS); SPEC section 9: recurring support is the
// kind the minutes counter weighs ten times, hence monthly as the default.
const limits = { min: 500, max: 1_000_000 };
const words = ['Ft', 'HUF'];

describe('parseAmount', () => {
  it.each([
    ['5000', { amount: 5000 }],
    ['5 000', { amount: 5000 }],
    ['5\u00a0000 Ft', { amount: 5000 }],
    ['12000huf', { amount: 12000 }],
    ['500', { amount: 500 }],
    ['1000000', { amount: 1_000_000 }],
    ['', { problem: 'missing' }],
    ['  ', { problem: 'missing' }],
    ['Ft', { problem: 'missing' }],
    ['499', { problem: 'too-small' }],
    ['0', { problem: 'too-small' }],
    ['1000001', { problem: 'too-large' }],
    ['99999999999999999999', { problem: 'too-large' }],
    ['999999999999999999999', { problem: 'not-a-number' }],
    ['5000,50', { problem: 'not-a-number' }],
    ['-5000', { problem: 'not-a-number' }],
    ['ötezer', { problem: 'not-a-number' }],
    ['1e5', { problem: 'not-a-number' }],
  ])('%j -> %j', (text, expected) => {
    expect(parseAmount(text, limits, words)).toEqual(expected);
  });
});

describe('readSupportChoice', () => {
  it.each([
    [{}, { kind: 'empty' }],
    [
      { osszeg: '5000', gyakorisag: 'havi' },
      { kind: 'valid', amount: 5000, period: 'monthly' },
    ],
    [
      { osszeg: '10000', gyakorisag: 'egyszeri' },
      { kind: 'valid', amount: 10000, period: 'once' },
    ],
    // A "try again" link may carry any amount, not only a preset.
    [{ osszeg: '7500' }, { kind: 'valid', amount: 7500, period: 'monthly' }],
    [
      { osszeg: 'egyeni', egyeni: '3 000 Ft', gyakorisag: 'egyszeri' },
      { kind: 'valid', amount: 3000, period: 'once' },
    ],
    // No preset picked, but an amount typed: the typed one.
    [
      { egyeni: '2500', gyakorisag: 'havi' },
      { kind: 'valid', amount: 2500, period: 'monthly' },
    ],
    // A preset picked wins over a leftover typed amount.
    [
      { osszeg: '2000', egyeni: '9999', gyakorisag: 'havi' },
      { kind: 'valid', amount: 2000, period: 'monthly' },
    ],
    [{ osszeg: ['5000', '9'] }, { kind: 'valid', amount: 5000, period: 'monthly' }],
  ])('%j -> %j', (query, expected) => {
    expect(readSupportChoice(query, limits, words)).toEqual(expected);
  });

  it.each([
    [
      { osszeg: 'egyeni', egyeni: 'sok', gyakorisag: 'havi' },
      { amount: 'not-a-number' },
      { amount: 'egyeni', custom: 'sok', period: 'havi' },
    ],
    [
      { osszeg: 'egyeni', egyeni: '', gyakorisag: 'havi' },
      { amount: 'missing' },
      { amount: 'egyeni', custom: '', period: 'havi' },
    ],
    [{ osszeg: '100' }, { amount: 'too-small' }, { amount: '100', custom: '', period: '' }],
    [
      { osszeg: 'egyeni', egyeni: '2000000', gyakorisag: 'egyszeri' },
      { amount: 'too-large' },
      { amount: 'egyeni', custom: '2000000', period: 'egyszeri' },
    ],
    [
      { osszeg: '5000', gyakorisag: 'hetente' },
      { period: 'unknown' },
      { amount: '5000', custom: '', period: 'hetente' },
    ],
    [
      { gyakorisag: 'heti', egyeni: 'x' },
      { amount: 'not-a-number', period: 'unknown' },
      { amount: '', custom: 'x', period: 'heti' },
    ],
  ])('%j is invalid: %j, keeping what was sent', (query, problems, input) => {
    expect(readSupportChoice(query, limits, words)).toEqual({ kind: 'invalid', problems, input });
  });
});

describe('supportChoiceQuery', () => {
  it.each([
    [
      { amount: 5000, period: 'monthly' as const },
      { osszeg: '5000', gyakorisag: 'havi' },
    ],
    [
      { amount: 20, period: 'once' as const },
      { osszeg: '20', gyakorisag: 'egyszeri' },
    ],
  ])('%j -> %j', (choice, expected) => {
    expect(supportChoiceQuery(choice)).toEqual(expected);
  });

  it('reads back what it writes', () => {
    const query = supportChoiceQuery({ amount: 7500, period: 'once' });
    expect(readSupportChoice(query, limits)).toEqual({
      kind: 'valid',
      amount: 7500,
      period: 'once',
    });
  });
});
