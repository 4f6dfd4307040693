// SPEC section 5 (issue 27 item 5): every view type that reaches a teaser carries the article's
// partner kind, computed once on the server from partnerKind (articleFormat.ts), so the components
// label paid content without rule code.
import { articleView } from '../pages/articlePageProps';
import type { Article, ListItem } from '../schemas/article';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { articleFormat } from './articleFormat';
import { asPartnerCard, toCard } from './cardItem';
import { toEpisodeArticle } from './podcast';
import { toTeaser } from './teaserItem';

const pr = { id: 90, name: 'PR-cikk', slug: 'pr-cikk', active: true };

const cases: Array<[string, Partial<ListItem>, 'pr' | 'sponsored' | null]> = [
  ['editorial', {}, null],
  ['pr flag', { flags: [{ slug: 'pr' }] }, 'pr'],
  ['pr field', { pr: true }, 'pr'],
  ['sponsored main super tag', { mainSuperTag: pr }, 'sponsored'],
  ['sponsored super tag among others', { superTags: [pr] }, 'sponsored'],
  [
    'a plain tag with a sponsored slug does not count',
    { tags: [{ id: 1, name: 'PR-cikk', slug: 'pr-cikk' }] },
    null,
  ],
];

describe('SPEC section 5 (issue 27 item 5): the teaser view types carry the partner kind', () => {
  it.each(cases)('%s', (_name, fields, expected) => {
    const item = sampleListItem(fields);
    expect(toTeaser(item).partner).toBe(expected);
    expect(toTeaser(item, true).partner).toBe(expected);
    expect(toCard(item).partner).toBe(expected);
    expect(toEpisodeArticle(item)?.partner).toBe(expected);
    const article = {
      ...sampleListItem(),
      content: '<p>x</p>',
      articleContributors: [],
      coverImage: null,
      coverImageText: null,
      imageAlt: null,
      facebookImage: null,
      ogDescription: null,
      spiritualHelp: false,
      drugProblem: false,
      version: 1,
      moreFromAuthors: [item],
    } as unknown as Article;
    expect(articleView(article).moreFromAuthors[0]?.partner).toBe(expected);
    // The page of the article itself: its format says it, whatever the design.
    expect(articleFormat({ ...item, type: 'liveblog' }).partner).toBe(expected);
  });

  it('a card in a partner place (the /legfrissebb slot, g7 Partnereinktől) is labelled', () => {
    expect(asPartnerCard(toCard(sampleListItem())).partner).toBe('pr');
    expect(asPartnerCard(toCard(sampleListItem({ mainSuperTag: pr }))).partner).toBe('sponsored');
  });
});
