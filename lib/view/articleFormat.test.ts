import type { ArticleType } from '../schemas/article';
import {
  articleFormat,
  partnerKind,
  SPONSORED_SUPER_TAGS,
  type ArticleFormat,
  type FormatArticle,
} from './articleFormat';

// DESIGN "Examples" (one format drives presentation); SPEC section 4 (transparent header, i.e. the
// immersive display, for longform and g7-hero), section 5 (pr flag and sponsored super tags are
// partner content with their own ad rules), section 1 (english, g7 and after sub-brands).
function article(
  fields: {
    type?: ArticleType;
    flags?: string[];
    mainSuperTag?: string;
    superTags?: string[];
    english?: boolean;
    pr?: boolean;
  } = {},
): FormatArticle {
  return {
    type: fields.type ?? 'article',
    flags: (fields.flags ?? []).map((slug) => ({ slug })),
    mainSuperTag: { slug: fields.mainSuperTag ?? 'belfold' },
    superTags: (fields.superTags ?? []).map((slug) => ({ slug })),
    english: fields.english ?? false,
    pr: fields.pr,
  };
}

const format = (
  design: string,
  display: string,
  theme: string,
  partner: ArticleFormat['partner'] = null,
) => ({ design, display, theme, partner }) as ArticleFormat;

describe('articleFormat (DESIGN "Examples"; SPEC §4, §5)', () => {
  it.each([
    ['plain article', article(), format('standard', 'standard', 'news')],
    [
      'longform: immersive (§4)',
      article({ type: 'longform' }),
      format('longform', 'immersive', 'news'),
    ],
    [
      'g7-hero flag: immersive, g7 theme (§4)',
      article({ flags: ['g7-hero'] }),
      format('standard', 'immersive', 'g7'),
    ],
    [
      'liveblog',
      article({ type: 'liveblog', flags: ['live'] }),
      format('liveblog', 'standard', 'news'),
    ],
    ['ended liveblog', article({ type: 'liveblog' }), format('liveblog', 'standard', 'news')],
    ['liveblog post', article({ type: 'liveblogpost' }), format('liveblog', 'standard', 'news')],
    ['live-flagged article', article({ flags: ['live'] }), format('live', 'standard', 'news')],
    [
      'refresh flag is not live',
      article({ flags: ['refresh'] }),
      format('standard', 'standard', 'news'),
    ],
    [
      'live-flagged longform',
      article({ type: 'longform', flags: ['live'] }),
      format('live', 'immersive', 'news'),
    ],
    ['pr flag (§5)', article({ flags: ['pr'] }), format('partner', 'standard', 'news', 'pr')],
    ['pr field (§5)', article({ pr: true }), format('partner', 'standard', 'news', 'pr')],
    [
      'sponsored main super tag (§5)',
      article({ mainSuperTag: 'pr-cikk' }),
      format('partner', 'standard', 'news', 'sponsored'),
    ],
    [
      'sponsored among super tags (§5)',
      article({ superTags: ['gazdasag', 'tamogatott-tartalom'] }),
      format('partner', 'standard', 'news', 'sponsored'),
    ],
    [
      'partner wins over live',
      article({ flags: ['live', 'pr'] }),
      format('partner', 'standard', 'news', 'pr'),
    ],
    [
      'partner longform stays immersive',
      article({ type: 'longform', flags: ['pr'] }),
      format('partner', 'immersive', 'news', 'pr'),
    ],
    [
      'a sponsored live blog keeps its posts and is still labelled (issue 27 item 5)',
      article({ type: 'liveblog', mainSuperTag: 'pr-cikk' }),
      format('liveblog', 'standard', 'news', 'sponsored'),
    ],
    [
      'adfree is no design of its own',
      article({ flags: ['adfree', 'adult-content'] }),
      format('standard', 'standard', 'news'),
    ],
    [
      'english field',
      article({ english: true, mainSuperTag: 'english' }),
      format('standard', 'standard', 'english'),
    ],
    [
      'english field, other section',
      article({ english: true, mainSuperTag: 'kulfold' }),
      format('standard', 'standard', 'english'),
    ],
    ['g7 section', article({ mainSuperTag: 'g7' }), format('standard', 'standard', 'g7')],
    [
      'after longform',
      article({ type: 'longform', mainSuperTag: 'after' }),
      format('longform', 'immersive', 'after'),
    ],
    [
      'g7 as a secondary super tag is not the brand',
      article({ superTags: ['g7'] }),
      format('standard', 'standard', 'news'),
    ],
  ])('%s', (_name, subject, expected) => {
    expect(articleFormat(subject)).toEqual(expected);
  });
});

describe('partnerKind (SPEC §5)', () => {
  it.each<[FormatArticle, ReturnType<typeof partnerKind>]>([
    [article(), null],
    [article({ flags: ['pr'] }), 'pr'],
    [article({ pr: true }), 'pr'],
    [article({ flags: ['pr'], mainSuperTag: 'pr-cikk' }), 'pr'],
    ...SPONSORED_SUPER_TAGS.map((slug): [FormatArticle, 'sponsored'] => [
      article({ mainSuperTag: slug }),
      'sponsored',
    ]),
    [article({ superTags: ['hirdetes'] }), 'sponsored'],
    [article({ flags: ['legfontosabb'], superTags: ['gazdasag'] }), null],
  ])('%j -> %s', (subject, expected) => {
    expect(partnerKind(subject)).toBe(expected);
  });
});
