import { describe, expect, it } from 'vitest';
import { adSlotSchema } from '@/lib/schemas/adSlot';
import { AD_PLACEMENTS, adSlotsByEdition, PAGE_AD_PLACEMENTS } from './adSlots';

const PREFIX = { main: 'hv_', regional: 'hve_' } as const;
const editions = Object.entries(adSlotsByEdition) as Array<
  [keyof typeof adSlotsByEdition, (typeof adSlotsByEdition)[keyof typeof adSlotsByEdition]]
>;
const slotsOf = (config: (typeof adSlotsByEdition)['main']) =>
  Object.values(config).flatMap((placement) =>
    [placement.desktop, placement.mobile].filter((slot) => slot !== undefined),
  );

describe('SPEC section 3: one ad slot configuration per edition', () => {
  it.each(editions)('%s: every slot is a valid slot definition', (_edition, config) => {
    for (const slot of slotsOf(config)) {
      expect(adSlotSchema.safeParse(slot).success, slot.name).toBe(true);
    }
  });

  it.each(editions)('%s: unit names carry the edition and are unique', (edition, config) => {
    const names = slotsOf(config).map((slot) => slot.name);
    expect(names.every((name) => name.startsWith(PREFIX[edition]))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(editions)('%s: every placement of every page kind is configured', (_edition, config) => {
    const used = Object.values(PAGE_AD_PLACEMENTS).flat();
    expect([...used].sort()).toEqual([...AD_PLACEMENTS].sort());
    for (const placement of used) expect(config[placement], placement).toBeDefined();
  });

  it.each(editions)(
    '%s: section 9 shapes: the list ad after the 3rd item is mobile only; content ads and the pr slot have both devices',
    (_edition, config) => {
      expect(config['list-mobile']).toEqual({ mobile: expect.anything() });
      expect(config['article-content']?.desktop).toBeDefined();
      expect(config['article-content']?.mobile).toBeDefined();
      const pr = PAGE_AD_PLACEMENTS.article.filter(
        (placement) => config[placement]?.desktop?.pr && config[placement]?.mobile?.pr,
      );
      expect(pr).toHaveLength(1);
    },
  );

  it('editions differ only in unit names', () => {
    const shape = (config: (typeof adSlotsByEdition)['main']) =>
      JSON.stringify(config).replace(/"hve?_/g, '"');
    expect(shape(adSlotsByEdition.regional)).toBe(shape(adSlotsByEdition.main));
  });
});
