import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { reserveContentAds, withContentAds, withoutContentAds } from './contentAds';

const body = (n: number) => Array.from({ length: n }, (_, i) => `<p>${i + 1}</p>`).join('');
const slots = (html: string) =>
  [...html.matchAll(/data-ad-slot="(\d+)"/g)].map((m) => Number(m[1]));

describe('SPEC section 9: content ads numbered sequentially in article bodies', () => {
  it.each([
    [3, []],
    [4, []],
    [5, [1]],
    [8, [1]],
    [9, [1, 2]],
    [30, [1, 2, 3]],
  ])('%i paragraphs get content ads %o (every 4th, never last, at most 3)', (n, expected) => {
    expect(slots(withContentAds(body(n)))).toEqual(expected);
  });

  it('an ad follows the 4th paragraph', () => {
    expect(withContentAds(body(5))).toContain(
      '<p>4</p><div class="content-ad" data-ad-slot="1"></div><p>5</p>',
    );
  });

  it('keeps the placeholders an editor placed, numbered by the sanitiser', () => {
    const html = sanitizeArticleHtml(
      `<p>a</p><div class="content-ad"></div>${body(9)}<div class="content-ad"></div>`,
    );
    expect(slots(withContentAds(html))).toEqual([1, 2]);
  });

  it('placeholders reserve their ad space per device on the server (CLS 0)', () => {
    expect(reserveContentAds(withContentAds(body(5)), { mobile: 250, desktop: 280 })).toContain(
      '<p>4</p><div class="content-ad" data-ad-slot="1" style="--ad-mobile:250px;--ad-desktop:280px"></div>',
    );
  });

  it('an article without ads loses every placeholder', () => {
    expect(withoutContentAds(withContentAds(body(12)))).toBe(body(12));
  });
});
