// The language of a teaser's article (SPEC section 3 list items' `english`), as the teaser views carry
// it: `english: true` on an English article's teaser only, so the usual Hungarian teaser adds no bytes
// to page data. The teaser link marks a teaser whose language is not the page's with `lang`
// (components/common/TeaserLink.tsx), so screen readers pronounce it right (issue 27 item 4).
export interface EnglishMark {
  english?: true;
}

export function englishMark(item: { english: boolean }): EnglishMark {
  return item.english ? { english: true } : {};
}
