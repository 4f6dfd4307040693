// SPEC section 9: "Content ads numbered sequentially in article bodies". An editor may place content
// ad placeholders by hand (`<div class="content-ad">`, numbered by the sanitiser); a body without any
// gets them after every CONTENT_AD_PARAGRAPH_INTERVAL paragraphs, at most CONTENT_AD_MAX, never after
// the last paragraph (an ad does not end an article). Works on the sanitised HTML.
import { CONTENT_AD_MAX, CONTENT_AD_PARAGRAPH_INTERVAL } from '../constants';

const PLACEHOLDERS = /<div class="content-ad" data-ad-slot="\d+"><\/div>/g;
/** The same pattern without the global flag's state, for a plain test. */
const HAS_PLACEHOLDER = new RegExp(PLACEHOLDERS.source);

export function contentAdPlaceholder(n: number): string {
  return `<div class="content-ad" data-ad-slot="${n}"></div>`;
}

/** The body with numbered content ad placeholders (kept when the editor placed them). */
export function withContentAds(
  html: string,
  every = CONTENT_AD_PARAGRAPH_INTERVAL,
  max = CONTENT_AD_MAX,
): string {
  if (HAS_PLACEHOLDER.test(html)) return html;
  const parts = html.split('</p>');
  const paragraphs = parts.length - 1;
  let n = 0;
  return parts
    .map((part, index) => {
      if (index === parts.length - 1) return part;
      const count = index + 1;
      const ad = count % every === 0 && count < paragraphs && n < max;
      return ad ? `${part}</p>${contentAdPlaceholder(++n)}` : `${part}</p>`;
    })
    .join('');
}

/**
 * The placeholders with their ad's space reserved (CLS 0): the box the browser mounts into them comes
 * after hydration, so the server's HTML must already hold its height per device (ads.css.ts reads
 * these variables; desktop from 768 px, SPEC section 9).
 */
export function reserveContentAds(html: string, heights: { mobile: number; desktop: number }) {
  const style = `--ad-mobile:${Math.round(heights.mobile)}px;--ad-desktop:${Math.round(heights.desktop)}px`;
  return html.replace(
    PLACEHOLDERS,
    (placeholder) => `${placeholder.slice(0, -'></div>'.length)} style="${style}"></div>`,
  );
}

/** The body without content ad placeholders (an article that shows no ads). */
export function withoutContentAds(html: string): string {
  return html.replace(PLACEHOLDERS, '');
}
