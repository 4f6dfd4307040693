// The front page's score widget (issue 32; SPEC sections 3 and 7 'livescore-pp-dashboard'): the
// matches under way and the day's matches of the configured leagues, and the Formula 1 races under
// way, each in words and with a link to its page, decided on the server.
export interface ScoreWidgetMatch {
  id: number;
  home: string;
  away: string;
  /** '2–1', '–' before kick-off. */
  score: string;
  /** 'Kezdés: 18:00', '67. perc', 'Vége', ... */
  status: string;
  live: boolean;
  /** The football page on the match's day with the match open. */
  href: string;
}

export interface ScoreWidgetRace {
  id: number;
  /** The grand prix and the session, e.g. 'Magyar Nagydíj – Futam'. */
  name: string;
  /** '23/70 kör'. */
  laps: string;
  href: string;
}

export interface ScoreWidgetView {
  title: string;
  matches: ScoreWidgetMatch[];
  races: ScoreWidgetRace[];
  /** The live-score source failed (SPEC section 8: logged; the widget says so, the page renders). */
  unavailable: boolean;
  /**
   * The widget's words (Hungarian, the sport pages' own, written by the server so the front page's
   * JavaScript carries no sport dictionary): the pages' names, the live tag, and the note shown
   * instead of matches (no match today, or the source failed).
   */
  texts: { football: string; f1: string; live: string; note: string | null };
}
