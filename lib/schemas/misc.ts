// Small shared entities of SPEC section 3 ("Other"): the minutes counter (/api/counter's answer, which
// the browser polls, is in counterAnswer.ts), uniques and unique groups (editor-managed JSON blocks),
// the sport-leagues unique, and picture-in-picture state (its status, served with the shared data,
// is in commonData.ts).
// sportLeaguesContentSchema is used by issue 15 (live sport) and pipStateSchema by issue 18
// (video); kept with their tests until then.
import { z } from 'zod';

const amount = z.number().nonnegative();

export const minutesCounterSchema = z.object({ recurring: amount, onetime: amount });
export type MinutesCounter = z.infer<typeof minutesCounterSchema>;

/** One day of the supporters' contributions: how many recurring and one-time ones came in. */
export const minutesDaySchema = z.object({
  day: z.iso.date(),
  recurring: z.number().int().nonnegative(),
  onetime: z.number().int().nonnegative(),
});
export type MinutesDay = z.infer<typeof minutesDaySchema>;

/**
 * data/minutes.json: the day counting starts (YYYY-MM-DD) and the contributions day by day, in
 * ascending order, none before the start (a day without a record had none).
 */
export const minutesSourceSchema = z
  .object({ startDate: z.iso.date(), days: z.array(minutesDaySchema) })
  .refine(
    ({ startDate, days }) =>
      days.every((d, i) => d.day >= startDate && (i === 0 || days[i - 1]!.day < d.day)),
    { message: 'days must be ascending, unique and not before startDate', path: ['days'] },
  );
export type MinutesSource = z.infer<typeof minutesSourceSchema>;

/** An editor-managed block; its content is free JSON that each consumer parses with its own schema. */
export const uniqueSchema = z.object({ slug: z.string().min(1), content: z.unknown() });
export type Unique = z.infer<typeof uniqueSchema>;

/** Unique groups (13 holdblog, 27 entertainment brand, 47 finance brand). */
export const uniqueGroupSchema = z.object({
  id: z.number().int().positive(),
  uniques: z.array(uniqueSchema),
});
export type UniqueGroup = z.infer<typeof uniqueGroupSchema>;

/** Content of the 'sport-leagues' unique: league id (key) and display name (value). */
export const sportLeaguesContentSchema = z.array(
  z.object({ key: z.string().min(1), value: z.string() }),
);
export type SportLeaguesContent = z.infer<typeof sportLeaguesContentSchema>;

export const pipStateSchema = z.object({
  showPipVideo: z.boolean(),
  showPipFinishing: z.boolean(),
  closedPipVideo: z.boolean(),
});
export type PipState = z.infer<typeof pipStateSchema>;

/**
 * Content of the 'livescore-pp-dashboard' unique: the front page's score widget (shown when `active`,
 * `showOnFrontpage` and the common data's componentSetup.livescore are on): its title, the league
 * seasons whose matches of the day it lists, and matches the editors picked.
 */
export const livescoreDashboardSchema = z.object({
  active: z.boolean(),
  title: z.string().min(1),
  sport: z.string().optional(),
  leagues: z
    .array(z.object({ id: z.number().int(), name: z.string(), season: z.number().int() }))
    .default([]),
  fixtures: z.array(z.number().int()).default([]),
  showOnFrontpage: z.boolean().default(false),
  link: z.string().optional(),
});
export type LivescoreDashboard = z.infer<typeof livescoreDashboardSchema>;
