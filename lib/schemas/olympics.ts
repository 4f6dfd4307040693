// The Olympic supplements' data (SPEC section 2: tokio-2020 Éremtáblázat; parizs-2024 Menetrend, Magyar
// események, Éremtáblázat): one Games as the live-sport port serves it (/livescore/olympics/games/{slug}).
// Names are Hungarian; dates are the host city's local calendar days.
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const count = z.number().int().nonnegative();

/** One nation's line of the medal table, ranked by gold, then silver, then bronze. */
export const medalRowSchema = z.object({
  rank: z.number().int().positive(),
  /** The IOC country code (HUN, USA, ...). */
  noc: z.string().regex(/^[A-Z]{3}$/),
  country: z.string().min(1),
  gold: count,
  silver: count,
  bronze: count,
  total: count,
});
export type MedalRow = z.infer<typeof medalRowSchema>;

/** A session of the programme: one sport's event on one day, a final (medal) or not. */
export const scheduleEventSchema = z.object({
  /** Local start time of the host city, when known. */
  time: clock.nullable(),
  sport: z.string().min(1),
  event: z.string().min(1),
  medal: z.boolean(),
  venue: z.string().min(1).nullable(),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

export const scheduleDaySchema = z.object({
  date: day,
  events: z.array(scheduleEventSchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const medalSchema = z.enum(['gold', 'silver', 'bronze']);
export type Medal = z.infer<typeof medalSchema>;

/** A Hungarian athlete's or team's event: who, what, and how it ended. */
export const hungarianEventSchema = z.object({
  date: day,
  time: clock.nullable(),
  sport: z.string().min(1),
  event: z.string().min(1),
  athletes: z.array(z.string().min(1)).min(1),
  /** Final place, when the event ranks (null: eliminated without a place, or not ranked). */
  place: z.number().int().positive().nullable(),
  medal: medalSchema.nullable(),
  /** The result in words (Hungarian), e.g. 'olimpiai bajnok, 1:52,50'. */
  result: z.string().min(1),
});
export type HungarianEvent = z.infer<typeof hungarianEventSchema>;

export const olympicGamesSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  city: z.string().min(1),
  /** The IANA time zone of the host city (the schedule's times). */
  timeZone: z.string().min(1),
  startDate: day,
  endDate: day,
  /** Number of medal events. */
  medalEvents: z.number().int().positive(),
  medals: z.array(medalRowSchema),
  /** The programme day by day; empty when the supplement has no schedule tab. */
  schedule: z.array(scheduleDaySchema),
  /** Hungarian participations; empty when the supplement has no such tab. */
  hungarian: z.array(hungarianEventSchema),
});
export type OlympicGames = z.infer<typeof olympicGamesSchema>;
