// What the ad runtime (components/ads/adRuntime.ts) takes of a house ad answer, checked with the
// route's own schema: what the server may answer passes, anything else (another site's link too)
// fails, and the slot then stays empty.
import { houseAdSchema } from './houseAd';

const PROMO = { id: 'a', title: 'T', text: 'x', href: '/podcastok', cta: 'Go' };

describe('houseAdSchema', () => {
  it.each([
    ['a promo of our own', PROMO, true],
    ['extra fields are dropped, not refused', { ...PROMO, extra: 1 }, true],
    ['another site', { ...PROMO, href: 'https://example.com/' }, false],
    ['protocol-relative link', { ...PROMO, href: '//example.com/' }, false],
    ['javascript link', { ...PROMO, href: 'javascript:alert(1)' }, false],
    ['a missing field', { id: 'a', title: 'T', text: 'x', href: '/' }, false],
    ['a number for text', { ...PROMO, text: 1 }, false],
    ['null', null, false],
    ['an array', [PROMO], false],
  ])('%s', (_case, answer, ok) => {
    const checked = houseAdSchema.safeParse(answer);
    expect(checked.success).toBe(ok);
    if (checked.success) expect(checked.data).toEqual(PROMO);
  });
});
