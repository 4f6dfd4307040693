// Formula 1 data of SPEC section 3 in the api-sports shape, as served by the live-score cache API
// (section 7): races, circuits, teams, drivers, race results and driver standings. Leaf values are
// nullable because api-sports leaves many of them empty. One schema each for the local and remote
// live-sport adapters, our /api/livescore answers and the Formula 1 page's poll of the races; in
// zod/mini, because that page carries the race schema.
import * as z from 'zod/mini';

const id = z.number().check(z.int());
const count = z.nullable(z.number().check(z.int()));
const text = z.nullable(z.string());

/** SPEC section 4: Completed and Live drive the page; other statuses (Scheduled, Cancelled, ...). */
export const f1RaceStatusSchema = z.union([
  z.enum(['Completed', 'Live']),
  z.string().check(z.minLength(1)),
]);
export type F1RaceStatus = z.infer<typeof f1RaceStatusSchema>;

const teamRefSchema = z.object({ id, name: z.string(), logo: text });

export const f1RaceSchema = z.object({
  id,
  /** 'Race', '1st Practice', 'Sprint', ... */
  type: z.string(),
  status: f1RaceStatusSchema,
  /** ISO date-time of the start. */
  date: z.string(),
  season: z.optional(z.number().check(z.int())),
  timezone: z.optional(z.string()),
  laps: z.object({ current: count, total: count }),
  competition: z.object({
    id,
    name: z.string(),
    location: z.object({ country: text, city: text }),
  }),
  circuit: z.object({ id, name: z.string(), image: text }),
});
export type F1Race = z.infer<typeof f1RaceSchema>;

export const f1CircuitSchema = z.object({
  id: z.optional(id),
  name: z.string(),
  image: text,
  owner: text,
  capacity: count,
  opened: count,
  first_grand_prix: count,
  /** e.g. '5.412 Kms' */
  length: text,
  race_distance: text,
  laps: count,
  lap_record: z.object({
    time: text,
    driver: text,
    year: z.nullable(z.union([z.string(), z.number()])),
  }),
});
export type F1Circuit = z.infer<typeof f1CircuitSchema>;

const highestRaceFinishSchema = z.object({ position: count, number: count });

export const f1TeamSchema = z.object({
  id: z.optional(id),
  name: z.string(),
  logo: text,
  base: text,
  first_team_entry: count,
  world_championships: count,
  highest_race_finish: highestRaceFinishSchema,
  pole_positions: count,
  fastest_laps: count,
  president: text,
  director: text,
  technical_manager: text,
  chassis: text,
  engine: text,
  tyres: text,
});
export type F1Team = z.infer<typeof f1TeamSchema>;

export const f1DriverSchema = z.object({
  id: z.optional(id),
  name: z.string(),
  image: text,
  number: count,
  abbr: text,
  nationality: text,
  birthdate: text,
  birthplace: text,
  grands_prix_entered: count,
  world_championships: count,
  podiums: count,
  highest_race_finish: highestRaceFinishSchema,
  highest_grid_position: count,
  /** api-sports sends points as a string ('1223.5'). */
  career_points: z.nullable(z.union([z.string(), z.number()])),
  teams: z.array(z.object({ season: count, team: teamRefSchema })),
});
export type F1Driver = z.infer<typeof f1DriverSchema>;

export const f1ResultRowSchema = z.object({
  position: count,
  driver: z.object({
    id: z.optional(id),
    name: z.string(),
    abbr: z.optional(text),
    number: z.optional(count),
    image: z.optional(text),
  }),
  team: teamRefSchema,
  /** Race time or gap, or DNS / DNF / DSQ (shown as in SPEC section 8). */
  time: text,
});
export type F1ResultRow = z.infer<typeof f1ResultRowSchema>;

export const f1StandingRowSchema = z.object({
  position: count,
  driverName: z.string(),
  driverImage: text,
  teamName: text,
  /** Half points exist (shortened races). */
  points: z.nullable(z.number()),
});
export type F1StandingRow = z.infer<typeof f1StandingRowSchema>;
