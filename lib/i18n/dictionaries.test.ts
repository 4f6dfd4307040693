import { accountsEn } from './accounts.en';
import { accountsHu } from './accounts.hu';
import { en } from './en';
import { hu } from './hu';
import { translate } from './translate';

describe('UI dictionaries', () => {
  it('every key exists in both locales', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hu).sort());
  });

  it.each(Object.keys(hu) as Array<keyof typeof hu>)('%s has the same placeholders', (key) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(names(en[key])).toEqual(names(hu[key]));
  });

  it('the accounts dictionaries have the same keys and placeholders', () => {
    expect(Object.keys(accountsEn).sort()).toEqual(Object.keys(accountsHu).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(accountsHu) as Array<keyof typeof accountsHu>) {
      expect([key, names(accountsEn[key])]).toEqual([key, names(accountsHu[key])]);
    }
  });

  it('uses the exact SPEC texts for the error page (SPEC §2)', () => {
    expect(hu['error.notFound.lead']).toBe('A keresett oldal nem található.');
    expect(hu['error.server.lead']).toBe('Belső kiszolgálóhiba.');
    expect(hu['error.backHome']).toBe('Vissza a címlapra');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(translate('hu', 'date.minutesAgo', { n: 5 })).toBe('5 perce');
    expect(translate('hu', 'date.minutesAgo')).toBe('{n} perce');
  });
});
