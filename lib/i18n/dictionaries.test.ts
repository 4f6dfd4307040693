import { accountsEn } from './accounts.en';
import { adsEn } from './ads.en';
import { adsHu } from './ads.hu';
import { accountsHu } from './accounts.hu';
import { en } from './en';
import { feedsEn } from './feeds.en';
import { feedsHu } from './feeds.hu';
import { hu } from './hu';
import { newsletterEn } from './newsletter.en';
import { newsletterHu } from './newsletter.hu';
import { newsletterPromoEn } from './newsletterPromo.en';
import { newsletterPromoHu } from './newsletterPromo.hu';
import { pagesEn } from './pages.en';
import { podcastEn } from './podcast.en';
import { podcastHu } from './podcast.hu';
import { playerEn } from './player.en';
import { playerHu } from './player.hu';
import { predictionsEn } from './predictions.en';
import { predictionsHu } from './predictions.hu';
import { quizEn } from './quiz.en';
import { quizHu } from './quiz.hu';
import { pagesHu } from './pages.hu';
import { topicsEn } from './topics.en';
import { topicsHu } from './topics.hu';
import { translate } from './translate';
import { videoEn } from './video.en';
import { videoHu } from './video.hu';

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

  it('the service pages dictionaries have the same keys and placeholders, none shared with hu.ts', () => {
    expect(Object.keys(pagesEn).sort()).toEqual(Object.keys(pagesHu).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(pagesHu) as Array<keyof typeof pagesHu>) {
      expect([key, names(pagesEn[key])]).toEqual([key, names(pagesHu[key])]);
    }
    expect(Object.keys(pagesHu).filter((key) => Object.hasOwn(hu, key))).toEqual([]);
  });

  it('the podcast dictionaries have the same keys and placeholders, none shared with the others', () => {
    expect(Object.keys(podcastEn).sort()).toEqual(Object.keys(podcastHu).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(podcastHu) as Array<keyof typeof podcastHu>) {
      expect([key, names(podcastEn[key])]).toEqual([key, names(podcastHu[key])]);
    }
    expect(
      Object.keys(podcastHu).filter((key) => Object.hasOwn(hu, key) || Object.hasOwn(pagesHu, key)),
    ).toEqual([]);
  });

  it('the topic dictionaries have the same keys and placeholders, none shared with the others', () => {
    expect(Object.keys(topicsEn).sort()).toEqual(Object.keys(topicsHu).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(topicsHu) as Array<keyof typeof topicsHu>) {
      expect([key, names(topicsEn[key])]).toEqual([key, names(topicsHu[key])]);
    }
    expect(
      Object.keys(topicsHu).filter(
        (key) =>
          Object.hasOwn(hu, key) || Object.hasOwn(pagesHu, key) || Object.hasOwn(podcastHu, key),
      ),
    ).toEqual([]);
  });

  it('the quiz dictionaries have the same keys and placeholders, none shared with the others', () => {
    expect(Object.keys(quizEn).sort()).toEqual(Object.keys(quizHu).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(quizHu) as Array<keyof typeof quizHu>) {
      expect([key, names(quizEn[key])]).toEqual([key, names(quizHu[key])]);
    }
    const others = [hu, pagesHu, podcastHu, accountsHu, topicsHu];
    expect(Object.keys(quizHu).filter((key) => others.some((d) => Object.hasOwn(d, key)))).toEqual(
      [],
    );
  });

  it.each([
    ['newsletter', newsletterHu, newsletterEn],
    ['newsletter promo', newsletterPromoHu, newsletterPromoEn],
    ['video', videoHu, videoEn],
    ['ads', adsHu, adsEn],
    ['podcast player', playerHu, playerEn],
    ['feed', feedsHu, feedsEn],
    ['tippjáték', predictionsHu, predictionsEn],
  ] as const)(
    'the %s dictionaries have the same keys and placeholders, none shared with the others',
    (_, hungarian, english) => {
      const huTexts: Record<string, string> = hungarian;
      const enTexts: Record<string, string> = english;
      expect(Object.keys(enTexts).sort()).toEqual(Object.keys(huTexts).sort());
      const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(huTexts)) {
        expect([key, names(enTexts[key])]).toEqual([key, names(huTexts[key])]);
      }
      const others = [
        hu,
        pagesHu,
        podcastHu,
        accountsHu,
        newsletterHu,
        newsletterPromoHu,
        playerHu,
        predictionsHu,
      ].filter((dictionary) => dictionary !== hungarian);
      expect(
        Object.keys(huTexts).filter((key) => others.some((d) => Object.hasOwn(d, key))),
      ).toEqual([]);
    },
  );

  it('uses the exact SPEC texts for the error page (SPEC §2)', () => {
    expect(pagesHu['error.notFound.lead']).toBe('A keresett oldal nem található.');
    expect(pagesHu['error.server.lead']).toBe('Belső kiszolgálóhiba.');
    expect(pagesHu['error.backHome']).toBe('Vissza a címlapra');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(translate('hu', 'date.minutesAgo', { n: 5 })).toBe('5 perce');
    expect(translate('hu', 'date.minutesAgo')).toBe('{n} perce');
  });
});
