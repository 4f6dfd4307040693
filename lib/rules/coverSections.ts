// SPEC sections 2 and 9 "Cover pulls": how the sub-brand covers fill their sections. Each section takes
// the editors' picks first (the unique groups 27 after-main and 47 g7-main), then the automatic pull
// (/api/search?for= groups), never an article the cover already shows higher up, up to the number the
// section shows. Sections that show a fixed number of cards are topped up from the brand's newest
// articles, so a cover whose picks overlap the pulls still has full rows.
import { AFTER_COVER_PULLS, G7_COVER_PULLS, LIST_PAGE_SIZE } from '../constants';

interface Identified {
  id: number;
}

/** Fills one section and marks what it took as used. */
export function fillSection<T extends Identified>(
  sources: ReadonlyArray<ReadonlyArray<T | null | undefined>>,
  count: number,
  used: Set<number>,
): T[] {
  const taken: T[] = [];
  for (const source of sources) {
    for (const item of source) {
      if (taken.length >= count) return taken;
      if (!item || used.has(item.id)) continue;
      used.add(item.id);
      taken.push(item);
    }
  }
  return taken;
}

export interface G7CoverInput<T> {
  picks: {
    hero: T | null;
    kozelet: T | null;
    adat: T | null;
    penz: T | null;
    neHagydKi: T[];
    partner: T | null;
  };
  pulls: {
    kozelet: T[];
    news: T[];
    adat: T[];
    penz: T[];
    articles: T[];
    podcast: T[];
    pr: T[];
  };
  /**
   * The brand's newest editorial articles (no partner content; more than a list page, so that
   * 'Korábbi cikkek' has a page of its own).
   */
  newest: T[];
}

export interface G7CoverSections<T> {
  hero: T | null;
  kozelet: T | null;
  friss: T[];
  adat: T | null;
  neHagydKi: T[];
  penz: T | null;
  podcast: T[];
  partner: T[];
  korabbi: T[];
}

/** The g7 cover: hero, Közélet, Friss, Adat, Ne hagyd ki, Pénz, Podcast, Partnereinktől, Korábbi cikkek. */
export function composeG7Cover<T extends Identified>(input: G7CoverInput<T>): G7CoverSections<T> {
  const { picks, pulls, newest } = input;
  const used = new Set<number>();
  const one = (pick: T | null, pull: T[]) => fillSection([[pick], pull], 1, used)[0] ?? null;
  const hero = one(picks.hero, []);
  const kozelet = one(picks.kozelet, pulls.kozelet);
  const adat = one(picks.adat, pulls.adat);
  const penz = one(picks.penz, pulls.penz);
  const neHagydKi = fillSection(
    [picks.neHagydKi, pulls.articles],
    G7_COVER_PULLS.articlesShown,
    used,
  );
  const podcast = fillSection([pulls.podcast], G7_COVER_PULLS.podcastsShown, used);
  const partner = fillSection([[picks.partner], pulls.pr], G7_COVER_PULLS.partner, used);
  const friss = fillSection([pulls.news, newest], G7_COVER_PULLS.cards, used);
  const korabbi = fillSection([newest], LIST_PAGE_SIZE, used);
  return { hero, kozelet, friss, adat, neHagydKi, penz, podcast, partner, korabbi };
}

export interface AfterCoverInput<T> {
  picks: { leader: T | null; recommendations: T[]; cards: T[] };
  pulls: { new: T[]; card: T[]; article: T[]; podcast: T[] };
  newest: T[];
}

export interface AfterCoverSections<T> {
  leader: T | null;
  recommendations: T[];
  cards: T[];
  articles: T[];
  podcasts: T[];
  further: T[];
}

/**
 * The after cover: the leader with 'Ajánló' and its recommendations, the card carousel, 'Friss hírek'
 * (Cikkek, Podcast adások: the brand's newest lists in full, which may repeat an article above) and 'További
 * cikkek' (what the cover does not show yet).
 */
export function composeAfterCover<T extends Identified>(
  input: AfterCoverInput<T>,
): AfterCoverSections<T> {
  const { picks, pulls, newest } = input;
  const used = new Set<number>();
  const leader = fillSection([[picks.leader], pulls.new], 1, used)[0] ?? null;
  const recommendations = fillSection(
    [picks.recommendations, pulls.new, newest],
    AFTER_COVER_PULLS.recommendations,
    used,
  );
  const cards = fillSection([picks.cards, pulls.card, newest], AFTER_COVER_PULLS.cards, used);
  const articles = fillSection([pulls.article], AFTER_COVER_PULLS.articles, new Set());
  const podcasts = fillSection([pulls.podcast], AFTER_COVER_PULLS.podcasts, new Set());
  for (const item of [...articles, ...podcasts]) used.add(item.id);
  const further = fillSection([newest], LIST_PAGE_SIZE, used);
  return { leader, recommendations, cards, articles, podcasts, further };
}
