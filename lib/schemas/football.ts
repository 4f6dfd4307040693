// Football data of SPEC section 3 in the api-sports shape, as served by the live-score cache API
// (section 7): fixtures, standings and top scorers. Real api-sports data has many nulls and omits
// whole sections depending on the endpoint, so leaf values are nullable and sections optional.
// Used by issue 15 (live sport: football pages); kept with its tests until then.
import { z } from 'zod';

const id = z.number().int();
const count = z.number().int().nullable();
const text = z.string().nullable();

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
export const fixtureStatusSchema = z.union([z.enum(fixtureStatusCodes), z.string().min(1)]);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

export const footballTeamSchema = z.object({ id, name: z.string(), logo: text });
export type FootballTeam = z.infer<typeof footballTeamSchema>;

const personSchema = z.object({ id: id.nullable().optional(), name: text });

const homeAwaySchema = z.object({ home: count, away: count });

const standingStatsSchema = z.object({
  played: count,
  win: count,
  draw: count,
  lose: count,
  goals: z.object({ for: count, against: count }),
});

export const standingRowSchema = z.object({
  rank: z.number().int(),
  team: footballTeamSchema,
  points: z.number().int(),
  goalsDiff: z.number().int(),
  group: text,
  form: text.optional(),
  status: text.optional(),
  description: text.optional(),
  all: standingStatsSchema,
  home: standingStatsSchema.optional(),
  away: standingStatsSchema.optional(),
  update: z.string().optional(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const topScorerRowSchema = z.object({
  player: z.object({
    id: id.optional(),
    name: z.string(),
    photo: text,
    nationality: text.optional(),
  }),
  statistics: z
    .array(
      z.object({
        team: footballTeamSchema,
        goals: z.object({ total: count, assists: count.optional() }),
        cards: z.object({ yellow: count, yellowred: count, red: count }),
      }),
    )
    .min(1),
});
export type TopScorerRow = z.infer<typeof topScorerRowSchema>;

const lineupPlayerSchema = z.object({
  player: z.object({
    id: id.nullable(),
    name: z.string(),
    number: count.optional(),
    pos: text.optional(),
    grid: text.optional(),
  }),
});

export const lineupSchema = z.object({
  team: footballTeamSchema.optional(),
  formation: text.optional(),
  startXI: z.array(lineupPlayerSchema),
  substitutes: z.array(lineupPlayerSchema),
  coach: z.object({ id: id.nullable().optional(), name: text, photo: text }),
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
  comments: text.optional(),
});
export type FixtureEvent = z.infer<typeof fixtureEventSchema>;

export const teamStatisticsSchema = z.object({
  team: footballTeamSchema,
  statistics: z.array(
    z.object({ type: z.string(), value: z.union([z.number(), z.string()]).nullable() }),
  ),
});
export type TeamStatistics = z.infer<typeof teamStatisticsSchema>;

export const fixtureSchema = z.object({
  fixture: z.object({
    id,
    /** Kick-off, unix seconds. */
    timestamp: z.number().int(),
    date: z.string().optional(),
    timezone: z.string().optional(),
    referee: text,
    status: z.object({
      short: fixtureStatusSchema,
      long: z.string().optional(),
      elapsed: count.optional(),
      extra: count.optional(),
    }),
    venue: z.object({ id: id.nullable().optional(), name: text, city: text.optional() }),
  }),
  league: z.object({
    id,
    name: z.string(),
    logo: text,
    country: text.optional(),
    season: z.number().int().optional(),
    round: text.optional(),
    /** A coverage flag on fixture lists, the standing groups on standings responses. */
    standings: z.union([z.boolean(), z.array(z.array(standingRowSchema))]).optional(),
  }),
  teams: z.object({
    home: footballTeamSchema.extend({ winner: z.boolean().nullable().optional() }),
    away: footballTeamSchema.extend({ winner: z.boolean().nullable().optional() }),
  }),
  goals: homeAwaySchema,
  score: z.object({
    halftime: homeAwaySchema.optional(),
    fulltime: homeAwaySchema.optional(),
    extratime: homeAwaySchema.optional(),
    penalty: homeAwaySchema,
  }),
  lineups: z.array(lineupSchema).optional(),
  events: z.array(fixtureEventSchema).optional(),
  statistics: z.array(teamStatisticsSchema).optional(),
  // Added by the cache API; their inner shape is not specified.
  predictions: z.unknown().optional(),
  url: text.optional(),
  robot: z.unknown().optional(),
});
export type Fixture = z.infer<typeof fixtureSchema>;
