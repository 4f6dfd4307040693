// The front page's score widget (issue 32; SPEC sections 3 and 7 'livescore-pp-dashboard') as the page's
// props and its poll (GET /api/frontend/scores) carry it: the matches under way and the day's matches,
// the Formula 1 races under way, each in words and with a link to its page, decided on the server.
// Written with zod/mini: only the widget's first poll loads it, so the front page's first-load
// JavaScript carries none of it.
import * as z from 'zod/mini';

export const scoreWidgetMatchSchema = z.object({
  id: z.number().check(z.int()),
  home: z.string(),
  away: z.string(),
  /** '2–1', '–' before kick-off. */
  score: z.string(),
  /** 'Kezdés: 18:00', '67. perc', 'Vége', ... */
  status: z.string(),
  live: z.boolean(),
  /** The football page on the match's day with the match open. */
  href: z.string(),
});
export type ScoreWidgetMatch = z.infer<typeof scoreWidgetMatchSchema>;

export const scoreWidgetRaceSchema = z.object({
  id: z.number().check(z.int()),
  /** The grand prix and the session, e.g. 'Magyar Nagydíj – Futam'. */
  name: z.string(),
  /** '23/70 kör'. */
  laps: z.string(),
  href: z.string(),
});
export type ScoreWidgetRace = z.infer<typeof scoreWidgetRaceSchema>;

export const scoreWidgetViewSchema = z.object({
  title: z.string(),
  matches: z.array(scoreWidgetMatchSchema),
  races: z.array(scoreWidgetRaceSchema),
  /** The live-score source failed (SPEC section 8: logged; the widget says so, the page renders). */
  unavailable: z.boolean(),
  /**
   * Whether anything listed can still change (a match not finished, a race under way): the open page
   * polls every 15 s while it is (SPEC sections 4 and 9: match and F1 refresh), and stops after.
   */
  changing: z.boolean(),
  /**
   * The widget's words (Hungarian, the sport pages' own, written by the server so the front page's
   * JavaScript carries no sport dictionary): the pages' names, the live tag, and the note shown
   * instead of matches (no match today, or the source failed).
   */
  texts: z.object({
    football: z.string(),
    f1: z.string(),
    live: z.string(),
    note: z.nullable(z.string()),
  }),
});
export type ScoreWidgetView = z.infer<typeof scoreWidgetViewSchema>;
