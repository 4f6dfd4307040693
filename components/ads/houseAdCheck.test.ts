// The browser's hand-written check of a house ad answer agrees with its zod schema (no zod in the
// browser): what the server may answer passes, anything else (another site's link too) fails.
import { houseAdSchema } from '@/lib/schemas/houseAd';
import { houseAdCheck } from './houseAdCheck';

const PROMO = { id: 'a', title: 'T', text: 'x', href: '/podcastok', cta: 'Go' };

describe('houseAdCheck agrees with houseAdSchema', () => {
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
    expect(houseAdSchema.safeParse(answer).success).toBe(ok);
    const checked = houseAdCheck.safeParse(answer);
    expect(checked.success).toBe(ok);
    if (checked.success) expect(checked.data).toEqual(PROMO);
  });
});
