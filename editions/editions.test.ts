import { editionConfigSchema } from './editionSchema';
import { editions, resolveEdition } from './editions';

// SPEC section 1: two editions, HUF/Ft and RON/Lei; section 5: regional-only 404 routes.
describe('edition configs', () => {
  it.each(Object.values(editions))('$slug satisfies the schema', (edition) => {
    expect(editionConfigSchema.parse(edition)).toEqual(edition);
  });

  it('main uses HUF (Ft), regional uses RON (Lei)', () => {
    expect([editions.main.currency, editions.main.currencySign]).toEqual(['HUF', 'Ft']);
    expect([editions.regional.currency, editions.regional.currencySign]).toEqual(['RON', 'Lei']);
  });

  it('regional edition switches off academy, youth, tax and subscription (SPEC §5)', () => {
    expect(editions.regional.features).toMatchObject({
      academy: false,
      youth: false,
      tax: false,
      subscription: false,
    });
    expect(editions.main.features).toMatchObject({ academy: true, youth: true, tax: true });
  });

  it.each([
    ['main', 'main'],
    ['regional', 'regional'],
    [undefined, 'main'],
    ['unknown', 'main'],
    ['REGIONAL', 'main'],
  ])('resolveEdition(%s) -> %s', (id, expected) => {
    expect(resolveEdition(id).slug).toBe(expected);
  });

  it('editions differ in name, domain and logo', () => {
    expect(editions.main.name).not.toBe(editions.regional.name);
    expect(editions.main.domain).not.toBe(editions.regional.domain);
    expect(editions.main.logos.header).not.toBe(editions.regional.logos.header);
  });
});
