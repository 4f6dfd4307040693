// The format of an article (DESIGN "Examples": the Guardian's design / display / theme): the one place
// where an article's type, flags and super tags turn into presentation. Layout, JSON-LD type, header
// transparency (SPEC section 4), ad eligibility (section 5) and colours read the format, never the raw
// fields. Pure and cheap: the page computes it from the article view, nothing extra is sent.
import type { ArticleType } from '../schemas/article';

/** Super tags of sponsored content (SPEC section 5): partner content with their own ad rules. */
export const SPONSORED_SUPER_TAGS = [
  'pr-cikk',
  'tamogatott-tartalom',
  'tarsadalmi-celu-reklam',
  'hirdetes',
  'telextarcak',
] as const;

/**
 * What the article is, which decides its structure and accents:
 * - liveblog: a live blog with its posts (LiveBlogPosting);
 * - partner: paid content (pr flag or a sponsored super tag), labelled as such;
 * - live: an ordinary article flagged live (a running story without posts);
 * - longform: a feature;
 * - standard: everything else.
 */
export const ARTICLE_DESIGNS = ['standard', 'longform', 'liveblog', 'live', 'partner'] as const;
export type ArticleDesign = (typeof ARTICLE_DESIGNS)[number];

/** How much of the page the article takes: immersive is the wide cover layout (SPEC section 4). */
export const ARTICLE_DISPLAYS = ['standard', 'immersive'] as const;
export type ArticleDisplay = (typeof ARTICLE_DISPLAYS)[number];

/** The edition's section or sub-brand the article belongs to (SPEC section 1). */
export const ARTICLE_THEMES = ['news', 'english', 'g7', 'after'] as const;
export type ArticleTheme = (typeof ARTICLE_THEMES)[number];

/**
 * Why an article is paid content (SPEC section 5): 'pr' (the pr flag or field) or 'sponsored' (a
 * sponsored super tag); null for editorial content. Every teaser and page of a partner article shows
 * its label (components/common/PartnerLabel.tsx); view types carry it, computed once on the server.
 */
export type PartnerKind = 'pr' | 'sponsored' | null;

export interface ArticleFormat {
  design: ArticleDesign;
  display: ArticleDisplay;
  theme: ArticleTheme;
  /**
   * Set whatever the design: a sponsored live blog keeps the liveblog design (its structure) and is
   * labelled all the same.
   */
  partner: PartnerKind;
}

type Slugged = { slug: string };

/** The article fields a format depends on (a full article, a list item or the page's view). */
export interface FormatArticle {
  type: ArticleType;
  flags: readonly Slugged[];
  mainSuperTag: Slugged;
  superTags?: readonly Slugged[];
  english?: boolean;
  /** The API sends the pr flag also as a boolean field; either counts. */
  pr?: boolean;
}

/** Flag that puts the g7 sub-brand's cover layout on an article (SPEC section 4). */
const G7_HERO_FLAG = 'g7-hero';

const hasFlag = (article: Pick<FormatArticle, 'flags'>, slug: string) =>
  article.flags.some((flag) => flag.slug === slug);

/**
 * Why an article is partner content: 'pr' (flagged pr, or the pr field) or 'sponsored' (a sponsored
 * super tag, main or not; a plain tag with the same slug does not count), else null. Ad eligibility
 * needs the difference: a slot marked pr may carry the sponsor's ad on sponsored content only.
 */
export function partnerKind(
  article: Pick<FormatArticle, 'flags' | 'mainSuperTag' | 'superTags' | 'pr'>,
): PartnerKind {
  if (article.pr || hasFlag(article, 'pr')) return 'pr';
  const superTags = [article.mainSuperTag, ...(article.superTags ?? [])];
  const sponsored = superTags.some((tag) =>
    (SPONSORED_SUPER_TAGS as readonly string[]).includes(tag.slug),
  );
  return sponsored ? 'sponsored' : null;
}

/**
 * A live blog stays a live blog even when sponsored: its posts, polling and LiveBlogPosting type are
 * its structure. Everything else that is paid for is partner content first, whatever its other flags.
 */
function design(article: FormatArticle): ArticleDesign {
  if (article.type === 'liveblog' || article.type === 'liveblogpost') return 'liveblog';
  if (partnerKind(article)) return 'partner';
  if (hasFlag(article, 'live')) return 'live';
  if (article.type === 'longform') return 'longform';
  return 'standard';
}

function theme(article: FormatArticle): ArticleTheme {
  if (article.english || article.mainSuperTag.slug === 'english') return 'english';
  if (article.mainSuperTag.slug === 'g7' || hasFlag(article, G7_HERO_FLAG)) return 'g7';
  if (article.mainSuperTag.slug === 'after') return 'after';
  return 'news';
}

export function articleFormat(article: FormatArticle): ArticleFormat {
  return {
    design: design(article),
    display:
      article.type === 'longform' || hasFlag(article, G7_HERO_FLAG) ? 'immersive' : 'standard',
    theme: theme(article),
    partner: partnerKind(article),
  };
}
