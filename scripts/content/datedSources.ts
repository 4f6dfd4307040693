// Every source under data/ that carries dates, and what the import does with them: moves them by the
// world's shift (scripts/content/worldShift.ts), or keeps them because they are real events' dates.
// scripts/content/datedSources.test.ts finds every date in data/ and fails on a file this list does
// not name, so a new dated source cannot be forgotten.
import type { ExchangeSource } from '@/lib/schemas/commonDataSource';
import type { MinutesSource } from '@/lib/schemas/misc';
import type { PodcastEpisodeSource } from '@/lib/schemas/podcast';
import type { SponsoredLineSource } from '@/lib/schemas/sponsoredLine';
import { articleShiftWeeks, shiftDate } from './worldShift';

/** What the import knows when it moves a document's dates. */
export interface WorldShift {
  /** The world's shift in whole weeks. */
  weeks: number;
  /** The newest article's written pubDate: what is older by HISTORICAL_AGE_DAYS keeps its date. */
  newest: string | undefined;
  /** The weeks an article moved (its slug), for what is dated with an article. */
  articleWeeks(slug: string): number;
}

export interface DatedSource {
  /** A file under data/, or a folder (ending in /) whose files all follow the same rule. */
  path: string;
  dates: 'shifted' | 'real';
  /** What moves, or why the dates are kept. */
  why: string;
}

export const DATED_SOURCES: readonly DatedSource[] = [
  {
    path: 'data/articles/',
    dates: 'shifted',
    why: 'pubDate and updatedAt of articles and live-blog posts; an article about past events (HISTORICAL_AGE_DAYS before the newest) keeps its real date',
  },
  {
    path: 'data/docs/',
    dates: 'shifted',
    why: 'a document’s updatedAt, unless historical',
  },
  {
    path: 'data/episodes.json',
    dates: 'shifted',
    why: 'an episode moves with the article it links (so it is never dated before it), one without an article by the historical rule',
  },
  {
    path: 'data/exchange.json',
    dates: 'shifted',
    why: 'today’s rates and their whole daily history: today’s rates are the newest article’s day’s',
  },
  {
    path: 'data/minutes.json',
    dates: 'shifted',
    why: 'the supporters’ days, so the counter’s newest day is the newest article’s; its start stays SPEC section 9’s 2025-03-28',
  },
  {
    path: 'data/sponsoredLines.json',
    dates: 'shifted',
    why: 'the campaigns’ dateFrom and dateTo, so the current one is current',
  },
  {
    path: 'data/quizzes.json',
    dates: 'real',
    why: 'activeTo is either before the demo’s week (a closed vote) or in 2030 (open ones): a shift of weeks changes nothing a reader sees',
  },
  {
    path: 'data/elections/',
    dates: 'real',
    why: 'real elections’ results; a replay (ELECTION_REPLAY) counts them again from when the server starts',
  },
  {
    path: 'data/sport/',
    dates: 'real',
    why: 'real matches, races and Olympics; a replay (SPORT_REPLAY) runs them live from when the server starts',
  },
  {
    path: 'data/predictions/',
    dates: 'real',
    why: 'each tippjáték is on a real event (the Euro 2024 final, the 2022 election, the 2028 US election) with its real deadline',
  },
  {
    path: 'data/predictionTips.json',
    dates: 'real',
    why: 'demo tips of the real games, each made before its game’s deadline',
  },
];

/** The dated source a data/ file belongs to, if any. */
export function datedSourceOf(file: string): DatedSource | undefined {
  return DATED_SOURCES.find((source) =>
    source.path.endsWith('/') ? file.startsWith(source.path) : file === source.path,
  );
}

/** A date moved with the world, or kept when it reports a past event (worldShift.ts). */
export function shiftUnlessHistorical(date: string, world: WorldShift): string {
  return shiftDate(date, articleShiftWeeks(date, world.newest, world.weeks));
}

/** Moves the dates of the JSON documents the import stores, by kind (importContent's blob kinds). */
export const SHIFT_DOCUMENT: Partial<Record<string, (value: never, world: WorldShift) => unknown>> =
  {
    episodes: (episodes: PodcastEpisodeSource[], world) =>
      episodes.map((episode) => ({
        ...episode,
        pubDate: episode.article
          ? shiftDate(episode.pubDate, world.articleWeeks(episode.article))
          : shiftUnlessHistorical(episode.pubDate, world),
      })),
    exchange: (exchange: ExchangeSource, { weeks }): ExchangeSource => {
      const rates = (list: ExchangeSource['HUF']) =>
        list.map((rate) => ({ ...rate, date: shiftDate(rate.date, weeks) }));
      return {
        HUF: rates(exchange.HUF),
        RON: rates(exchange.RON),
        history: Object.fromEntries(
          Object.entries(exchange.history).map(([base, currencies]) => [
            base,
            Object.fromEntries(
              Object.entries(currencies).map(([currency, points]) => [
                currency,
                points.map((point) => ({ ...point, date: shiftDate(point.date, weeks) })),
              ]),
            ),
          ]),
        ),
      };
    },
    minutes: (minutes: MinutesSource, { weeks }): MinutesSource => ({
      startDate: minutes.startDate,
      days: minutes.days.map((day) => ({ ...day, day: shiftDate(day.day, weeks) })),
    }),
    sponsoredLines: (lines: SponsoredLineSource[], { weeks }) =>
      lines.map((line) => ({
        ...line,
        dateFrom: shiftDate(line.dateFrom, weeks),
        dateTo: shiftDate(line.dateTo, weeks),
      })),
  };
