// Football data of SPEC section 3 in the api-sports shape, as served by the live-score cache API
// (section 7): fixtures, standings and top scorers. Real api-sports data has many nulls and omits
// whole sections depending on the endpoint, so leaf values are nullable and sections optional. One
// schema each for the local and remote live-sport adapters, our /api/livescore answers and the
// football page's poll of the fixtures; in zod/mini, because that page carries the fixture schema.
import * as z from 'zod/mini';

const whole = () => z.number().check(z.int());
const id = whole();
const count = z.nullable(whole());
const text = z.nullable(z.string());

/** Status codes SPEC section 4 names (finished, live and special ones); api-sports has more. */
export const fixtureStatusCodes = [
  'NS',
  'FT',
  'AET',
  'PEN',
  'P',
  'WP',
  'ET',
  '1H',
  'HT',
  '2H',
  'BT',
  'LIVE',
] as const;

/** Known codes first; any other api-sports code (TBD, SUSP, PST, CANC, ...) still parses. */
export const fixtureStatusSchema = z.union([
  z.enum(fixtureStatusCodes),
  z.string().check(z.minLength(1)),
]);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

export const footballTeamSchema = z.object({ id, name: z.string(), logo: text });
export type FootballTeam = z.infer<typeof footballTeamSchema>;

const personSchema = z.object({ id: z.optional(z.nullable(id)), name: text });

const homeAwaySchema = z.object({ home: count, away: count });

const standingStatsSchema = z.object({
  played: count,
  win: count,
  draw: count,
  lose: count,
  goals: z.object({ for: count, against: count }),
});

export const standingRowSchema = z.object({
  rank: whole(),
  team: footballTeamSchema,
  points: whole(),
  goalsDiff: whole(),
  group: text,
  form: z.optional(text),
  status: z.optional(text),
  description: z.optional(text),
  all: standingStatsSchema,
  home: z.optional(standingStatsSchema),
  away: z.optional(standingStatsSchema),
  update: z.optional(z.string()),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const topScorerRowSchema = z.object({
  player: z.object({
    id: z.optional(id),
    name: z.string(),
    photo: text,
    nationality: z.optional(text),
  }),
  statistics: z
    .array(
      z.object({
        team: footballTeamSchema,
        goals: z.object({ total: count, assists: z.optional(count) }),
        cards: z.object({ yellow: count, yellowred: count, red: count }),
      }),
    )
    .check(z.minLength(1)),
});
export type TopScorerRow = z.infer<typeof topScorerRowSchema>;

const lineupPlayerSchema = z.object({
  player: z.object({
    id: z.nullable(id),
    name: z.string(),
    number: z.optional(count),
    pos: z.optional(text),
    grid: z.optional(text),
  }),
});

export const lineupSchema = z.object({
  team: z.optional(footballTeamSchema),
  formation: z.optional(text),
  startXI: z.array(lineupPlayerSchema),
  substitutes: z.array(lineupPlayerSchema),
  coach: z.object({ id: z.optional(z.nullable(id)), name: text, photo: text }),
});
export type Lineup = z.infer<typeof lineupSchema>;

export const fixtureEventSchema = z.object({
  /** 'Goal', 'Card', 'subst', 'Var' in api-sports data. */
  type: z.string(),
  detail: text,
  time: z.object({ elapsed: count, extra: count }),
  team: footballTeamSchema,
  player: personSchema,
  assist: personSchema,
  comments: z.optional(text),
});
export type FixtureEvent = z.infer<typeof fixtureEventSchema>;

export const teamStatisticsSchema = z.object({
  team: footballTeamSchema,
  statistics: z.array(
    z.object({ type: z.string(), value: z.nullable(z.union([z.number(), z.string()])) }),
  ),
});
export type TeamStatistics = z.infer<typeof teamStatisticsSchema>;

const fixtureTeamSchema = z.extend(footballTeamSchema, {
  winner: z.optional(z.nullable(z.boolean())),
});

/**
 * The part of the cache API's `predictions` a match page shows (api-sports' prediction answer: the
 * favourite and the chances of a home win, a draw and an away win as percentages, e.g. '45%'). Read
 * from the fixture's `predictions` with lib/view/footballPrediction.ts; nothing here is required.
 */
export const fixturePredictionSchema = z.object({
  winner: z.optional(z.nullable(z.object({ name: text }))),
  percent: z.optional(
    z.nullable(z.object({ home: z.string(), draw: z.string(), away: z.string() })),
  ),
});
export type FixturePrediction = z.infer<typeof fixturePredictionSchema>;

export const fixtureSchema = z.object({
  fixture: z.object({
    id,
    /** Kick-off, unix seconds. */
    timestamp: whole(),
    date: z.optional(z.string()),
    timezone: z.optional(z.string()),
    referee: text,
    status: z.object({
      short: fixtureStatusSchema,
      long: z.optional(z.string()),
      elapsed: z.optional(count),
      extra: z.optional(count),
    }),
    venue: z.object({ id: z.optional(z.nullable(id)), name: text, city: z.optional(text) }),
  }),
  league: z.object({
    id,
    name: z.string(),
    logo: text,
    country: z.optional(text),
    season: z.optional(whole()),
    round: z.optional(text),
    /** A coverage flag on fixture lists, the standing groups on standings responses. */
    standings: z.optional(z.union([z.boolean(), z.array(z.array(standingRowSchema))])),
  }),
  teams: z.object({ home: fixtureTeamSchema, away: fixtureTeamSchema }),
  goals: homeAwaySchema,
  score: z.object({
    halftime: z.optional(homeAwaySchema),
    fulltime: z.optional(homeAwaySchema),
    extratime: z.optional(homeAwaySchema),
    penalty: homeAwaySchema,
  }),
  lineups: z.optional(z.array(lineupSchema)),
  events: z.optional(z.array(fixtureEventSchema)),
  statistics: z.optional(z.array(teamStatisticsSchema)),
  // Added by the cache API; their inner shape is not specified (fixturePredictionSchema reads the part
  // a match page shows).
  predictions: z.optional(z.unknown()),
  url: z.optional(text),
  robot: z.optional(z.unknown()),
});
export type Fixture = z.infer<typeof fixtureSchema>;
