// The sub-brand covers' data (SPEC sections 2, 7, 9): the editors' picks from the unique groups
// (27 after, 47 g7), the /api/search?for= pulls, and the brand's newest articles, composed by
// lib/rules/coverSections.ts.
import { LIST_PAGE_SIZE } from '../../constants';
import {
  composeAfterCover,
  composeG7Cover,
  type AfterCoverSections,
  type G7CoverSections,
} from '../../rules/coverSections';
import type { ListItem } from '../../schemas/article';
import {
  afterMainContentSchema,
  afterMusicContentSchema,
  afterYoutubeContentSchema,
  g7MainContentSchema,
  type AfterYoutubeContent,
} from '../../schemas/brandCovers';
import { uniqueGroupSchema } from '../../schemas/misc';
import type { ContentSource } from '../contentSource';
import { getSearchGroups, type SearchGroupSlug } from './searchGroups';

/** The flag of partner (sponsored) articles (SPEC section 3 flags). */
const PR_FLAG = 'pr';

/** SPEC section 7: the unique groups of the entertainment (after) and finance (g7) brands. */
export const BRAND_UNIQUE_GROUPS = { after: 27, g7: 47 } as const;

async function uniquesOf(source: ContentSource, id: number): Promise<Map<string, unknown>> {
  const parsed = uniqueGroupSchema.array().safeParse(await source.getDocument('uniqueGroups'));
  const group = parsed.success ? parsed.data.find((g) => g.id === id) : undefined;
  return new Map((group?.uniques ?? []).map((u) => [u.slug, u.content]));
}

async function pulls<S extends SearchGroupSlug>(source: ContentSource, slugs: S[]) {
  const { groups } = await getSearchGroups(source, slugs);
  return Object.fromEntries(groups.map((g) => [g.slug, g.items])) as Record<S, ListItem[]>;
}

/**
 * How many of a brand's newest articles a cover reads: enough for the sections that top up from them
 * and a list page of 'Korábbi cikkek' / 'További cikkek' after them.
 */
const COVER_NEWEST_WINDOW = 3 * LIST_PAGE_SIZE;

async function newestOf(source: ContentSource, section: string): Promise<ListItem[]> {
  const list = await source.listArticles({
    filter: { kind: 'mstag', key: section },
    page: 1,
    perPage: COVER_NEWEST_WINDOW,
  });
  return list.items;
}

/** Resolves the editors' slugs to list items (unknown or inactive slugs drop out). */
async function bySlugs(source: ContentSource, slugs: Array<string | null | undefined>) {
  const wanted = slugs.filter((s): s is string => !!s);
  const found = new Map((await source.getItemsBySlugs(wanted)).map((i) => [i.slug, i]));
  return (slug: string | null | undefined) => (slug ? (found.get(slug) ?? null) : null);
}

export async function getG7Cover(source: ContentSource): Promise<G7CoverSections<ListItem>> {
  const [uniques, pulled, newest] = await Promise.all([
    uniquesOf(source, BRAND_UNIQUE_GROUPS.g7),
    pulls(source, [
      'g7-kozelet',
      'g7-news',
      'g7-adat',
      'g7-penz',
      'g7-articles',
      'g7-podcast',
      'g7-pr',
    ]),
    newestOf(source, 'g7'),
  ]);
  // Partner content appears only under 'Partnereinktől', never among the editorial cards.
  const editorial = newest.filter((item) => !item.flags.some((flag) => flag.slug === PR_FLAG));
  const main = g7MainContentSchema.safeParse(uniques.get('g7-main') ?? {});
  const picks = main.success ? main.data : g7MainContentSchema.parse({});
  const find = await bySlugs(source, [
    picks.hero,
    picks.kozelet,
    picks.adat,
    picks.penz,
    picks.partner,
    ...picks.neHagydKi,
  ]);
  return composeG7Cover({
    picks: {
      hero: find(picks.hero),
      kozelet: find(picks.kozelet),
      adat: find(picks.adat),
      penz: find(picks.penz),
      neHagydKi: picks.neHagydKi.flatMap((s) => find(s) ?? []),
      partner: find(picks.partner),
    },
    pulls: {
      kozelet: pulled['g7-kozelet'],
      news: pulled['g7-news'],
      adat: pulled['g7-adat'],
      penz: pulled['g7-penz'],
      articles: pulled['g7-articles'],
      podcast: pulled['g7-podcast'],
      pr: pulled['g7-pr'],
    },
    newest: editorial,
  });
}

export interface AfterCoverData extends AfterCoverSections<ListItem> {
  leaderLabel: string | null;
  video: AfterYoutubeContent | null;
  musicUrl: string | null;
}

export async function getAfterCover(source: ContentSource): Promise<AfterCoverData> {
  const [uniques, pulled, newest] = await Promise.all([
    uniquesOf(source, BRAND_UNIQUE_GROUPS.after),
    pulls(source, ['after-new', 'after-card', 'after-article', 'after-podcast']),
    newestOf(source, 'after'),
  ]);
  const main = afterMainContentSchema.safeParse(uniques.get('after-main') ?? {});
  const picks = main.success ? main.data : afterMainContentSchema.parse({});
  const find = await bySlugs(source, [picks.leader, ...picks.recommendations, ...picks.cards]);
  const video = afterYoutubeContentSchema.safeParse(uniques.get('after-youtube'));
  const music = afterMusicContentSchema.safeParse(uniques.get('after-music'));
  return {
    ...composeAfterCover({
      picks: {
        leader: find(picks.leader),
        recommendations: picks.recommendations.flatMap((s) => find(s) ?? []),
        cards: picks.cards.flatMap((s) => find(s) ?? []),
      },
      pulls: {
        new: pulled['after-new'],
        card: pulled['after-card'],
        article: pulled['after-article'],
        podcast: pulled['after-podcast'],
      },
      newest,
    }),
    leaderLabel: picks.leaderLabel ?? null,
    video: video.success ? video.data : null,
    musicUrl: music.success ? music.data.url : null,
  };
}
