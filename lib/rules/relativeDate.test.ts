import { dictionaries } from '../i18n/translate';
import { relativeDate, updatedText } from './relativeDate';

// SPEC section 4, "Relative date" / "Updated text". Fixed clock: 2026-11-20 15:30 Budapest (14:30 UTC).
const now = Date.UTC(2026, 10, 20, 14, 30, 0);
const at = (iso: string) => Date.parse(iso) / 1000;
const hu = { locale: 'hu' as const, messages: dictionaries.hu, timeZone: 'Europe/Budapest', now };
const en = { locale: 'en' as const, messages: dictionaries.en, timeZone: 'Europe/Budapest', now };

describe('relativeDate (SPEC §4)', () => {
  it.each([
    ['just published', '2026-11-20T15:29:40+01:00', 'most'],
    ['published in the future (clock skew)', '2026-11-20T15:31:00+01:00', 'most'],
    ['one minute ago', '2026-11-20T15:29:00+01:00', '1 perce'],
    ['59 minutes ago', '2026-11-20T14:31:00+01:00', '59 perce'],
    ['60 minutes ago, same day', '2026-11-20T14:30:00+01:00', 'ma 14:30'],
    ['early the same day', '2026-11-20T00:05:00+01:00', 'ma 00:05'],
    ['yesterday late evening', '2026-11-19T23:59:00+01:00', 'november 19. 23:59'],
    ['earlier this year', '2026-03-02T08:04:00+01:00', 'március 2. 08:04'],
    ['a previous year', '2025-12-31T22:15:00+01:00', '2025. december 31. 22:15'],
  ])('hu: %s', (_name, iso, expected) => {
    expect(relativeDate(at(iso), hu)).toBe(expected);
  });

  it.each([
    ['just published', '2026-11-20T15:29:40+01:00', 'now'],
    ['one minute ago', '2026-11-20T15:29:00+01:00', '1 minute ago'],
    ['several minutes ago', '2026-11-20T15:05:00+01:00', '25 minutes ago'],
    ['same day', '2026-11-20T09:07:00+01:00', 'today 09:07 AM'],
    ['same day afternoon', '2026-11-20T13:45:00+01:00', 'today 01:45 PM'],
    ['same year', '2026-07-04T18:00:00+02:00', 'July 4, 06:00 PM'],
    ['previous year', '2024-02-29T10:00:00+01:00', 'February 29, 2024 10:00 AM'],
  ])('en: %s', (_name, iso, expected) => {
    expect(relativeDate(at(iso), en)).toBe(expected);
  });

  it('uses the edition time zone to decide "same day"', () => {
    // 23:30 Budapest on the 19th is already 00:30 on the 20th in Bucharest.
    const late = at('2026-11-19T23:30:00+01:00');
    expect(relativeDate(late, hu)).toBe('november 19. 23:30');
    expect(relativeDate(late, { ...hu, timeZone: 'Europe/Bucharest' })).toBe('ma 00:30');
  });
});

describe('updatedText (SPEC §4)', () => {
  it.each([
    ['hu', '2026-11-20T14:05:00+01:00', '(frissítve: 2026. november 20. – 14:05)'],
    ['hu', '2026-06-01T09:00:00+02:00', '(frissítve: 2026. június 1. – 09:00)'],
    ['en', '2026-11-20T14:05:00+01:00', '(updated: November 20, 2026 – 02:05 PM)'],
  ] as const)('%s %s', (locale, iso, expected) => {
    expect(
      updatedText(at(iso), {
        locale,
        messages: dictionaries[locale],
        timeZone: 'Europe/Budapest',
      }),
    ).toBe(expected);
  });
});
