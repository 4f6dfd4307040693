import { pagesText } from '../i18n/pages';
import { quoteUnit, quotedAmount, quotedSign } from './quoteUnit';

// Issue 27 item 6: every figure carries its real unit. The forint is quoted per 100 in lei (1,321 Lei
// is the price of 100 HUF, not of 1); a rate that says no unit is per 1.
const perAmount = {
  hu: pagesText('hu', 'exchange.signPerAmount'),
  en: pagesText('en', 'exchange.signPerAmount'),
};

describe('quoteUnit (issue 27 item 6)', () => {
  it.each([
    ['no unit in the data', { currency: 'EUR', rate: 385.42 }, 1],
    ['an explicit 1', { currency: 'EUR', rate: 385.42, unit: 1 }, 1],
    ['HUF in lei, per 100', { currency: 'HUF', rate: 1.321, unit: 100 }, 100],
    ['JPY in forints, per 100', { currency: 'JPY', rate: 215.3, unit: 100 }, 100],
  ] as Array<[string, { currency: string; rate: number; unit?: number }, number]>)(
    '%s -> %d',
    (_case, rate, expected) => {
      expect(quoteUnit(rate)).toBe(expected);
    },
  );
});

describe('quotedAmount (issue 27 item 6)', () => {
  it.each([
    ['EUR', 1, 'EUR'],
    ['HUF', 100, '100\u00a0HUF'],
    ['IDR', 1000, '1000\u00a0IDR'],
  ])('%s per %d -> %j', (currency, unit, expected) => {
    expect(quotedAmount(currency, unit)).toBe(expected);
  });
});

describe('quotedSign (issue 27 item 6)', () => {
  it.each([
    ['hu', 'Ft', 'EUR', 1, 'Ft'],
    ['hu', 'Lei', 'HUF', 100, 'Lei / 100\u00a0HUF'],
    ['en', 'Lei', 'HUF', 100, 'Lei per 100\u00a0HUF'],
    ['en', 'Lei', 'EUR', 1, 'Lei'],
  ] as const)('%s: %s for %s per %d -> %j', (locale, sign, currency, unit, expected) => {
    expect(quotedSign(sign, currency, unit, perAmount[locale])).toBe(expected);
  });
});
