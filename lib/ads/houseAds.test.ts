// Issue 18: house ads (our own promos) are the ad slots' embedded default; which one a slot shows.
import { describe, expect, it } from 'vitest';
import { englishHouseAds, houseAdsByEdition } from '@/editions/houseAds';
import { houseAdSchema } from '../schemas/houseAd';
import { houseAdFor } from './houseAds';

const main = houseAdsByEdition.main;
const ids = (slot: string, supportOpen: boolean) =>
  Array.from({ length: 8 }, (_, turn) => houseAdFor(slot, { ads: main, supportOpen, turn }).id);

describe('house ads: the promo a slot shows', () => {
  it.each(Object.entries(houseAdsByEdition))(
    '%s: every promo is a valid answer pointing at our own site',
    (_edition, ads) => {
      for (const ad of ads) expect(houseAdSchema.safeParse(ad).success, ad.id).toBe(true);
    },
  );

  it.each([
    ['support page open', true, ['tamogatas', 'hirlevel', 'podcastok', 'friss']],
    ['support page closed (regional, DONATIONS=1)', false, ['hirlevel', 'podcastok', 'friss']],
  ])('%s: turns through exactly %o', (_case, supportOpen, expected) => {
    expect(new Set(ids('hv_cikk_also', supportOpen))).toEqual(new Set(expected));
  });

  it('English pages get the English promos in both editions (issue 27)', () => {
    for (const slot of ['hv_cikk_also', 'hve_lista_leaderboard']) {
      expect(englishHouseAds).toContainEqual(houseAdFor(slot, { locale: 'en', supportOpen: true }));
    }
  });

  it('the regional edition has no support page, so no promo for it', () => {
    expect(houseAdsByEdition.regional.map((ad) => ad.href)).not.toContain('/tamogatas');
  });

  it.each([
    ['the same slot and turn answer the same promo', 'hv_cikk_also', 3, 'hv_cikk_also', 3, true],
    ['the next turn answers the next promo', 'hv_cikk_also', 3, 'hv_cikk_also', 4, false],
  ])('%s', (_case, slotA, turnA, slotB, turnB, same) => {
    const a = houseAdFor(slotA, { ads: main, supportOpen: true, turn: turnA });
    const b = houseAdFor(slotB, { ads: main, supportOpen: true, turn: turnB });
    expect(a.id === b.id).toBe(same);
  });

  it('neighbouring slots start at different promos', () => {
    const first = ['hv_fooldal_billboard_1', 'hv_fooldal_oldalso', 'hv_fooldal_billboard_2'].map(
      (slot) => houseAdFor(slot, { ads: main, supportOpen: true }).id,
    );
    expect(new Set(first).size).toBeGreaterThan(1);
  });
});
