// SPEC sections 5 and 9 (issue 18): an article body as its page shows it, with or without content ads.
import { describe, expect, it } from 'vitest';
import { noAds, type AdSlotView, type PageAds } from '../view/ads';
import { articleBodyWithAds } from './pageAds';

const body = Array.from({ length: 9 }, (_, i) => `<p>${i + 1}</p>`).join('');
const editorPlaced = '<p>a</p><div class="content-ad" data-ad-slot="1"></div><p>b</p>';
const unit = (height: number) => ({
  name: 'u',
  sizes: [[300, height]] as [number, number][],
  height,
  setupad: false,
});
const content = (over: Partial<AdSlotView>): PageAds => ({
  network: null,
  slots: {
    'article-content': {
      placement: 'article-content',
      desktop: unit(280),
      mobile: unit(250),
      loadMode: 'lazy',
      marginPx: 200,
      delayMs: 0,
      collapsed: false,
      ...over,
    },
  },
});
const placeholders = (html: string) => html.match(/<div class="content-ad"[^>]*><\/div>/g) ?? [];

describe('SPEC section 9: content ads in the article body', () => {
  it.each([
    ['web, both units', body, content({}), 'web', 2, '--ad-mobile:250px;--ad-desktop:280px'],
    [
      'app: the mobile unit on every width',
      body,
      content({ desktop: null }),
      'app',
      2,
      '--ad-mobile:250px;--ad-desktop:250px',
    ],
    [
      'the editor placed one: kept, no more added',
      editorPlaced,
      content({}),
      'web',
      1,
      '--ad-mobile:250px;--ad-desktop:280px',
    ],
    [
      'no content ads (SPEC section 5 exclusions): placeholders removed',
      editorPlaced,
      noAds,
      'web',
      0,
      null,
    ],
    [
      'web without a desktop unit: none (no empty box on desktops)',
      body,
      content({ desktop: null }),
      'web',
      0,
      null,
    ],
  ] as const)('%s', (_case, html, ads, mode, count, style) => {
    const result = articleBodyWithAds(html, ads, mode);
    expect(placeholders(result)).toHaveLength(count);
    for (const placeholder of placeholders(result))
      expect(placeholder).toContain(`style="${style}"`);
  });
});
