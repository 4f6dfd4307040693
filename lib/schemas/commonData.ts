// The shared data every page gets from /api/frontend/init and /api/frontend/refresh (SPEC section 7):
// component switches, exchange rates, weather, flooding notice, pip status, trending tags, widgets and
// search placeholders; and what the browser reads of the refresh. In zod/mini, because the browser
// checks the refresh with these schemas (lib/hooks/useSharedData.ts loads this module with the first
// answer, so it is not in the front page's first-load JS). The demo files behind it are in
// commonDataSource.ts.
import * as z from 'zod/mini';

const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));
const day = z.iso.date();
const filled = () => z.string().check(z.minLength(1));

export const exchangeRateSchema = z.object({
  currency: currencyCode,
  rate: z.number().check(z.positive()),
  /**
   * How many units of `currency` the rate is the price of (issue 27 item 6): absent means 1; a small
   * currency against a big one is quoted per 100 (HUF in lei). Its history is quoted the same way.
   * Read it through quoteUnit (lib/rules/quoteUnit.ts), never as `rate.unit`.
   */
  unit: z.optional(z.number().check(z.int(), z.positive())),
  /** Direction since the previous quote. */
  updown: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  date: z.union([day, z.iso.datetime({ offset: true })]),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeHistoryPointSchema = z.object({
  date: day,
  rate: z.number().check(z.positive()),
});
export type ExchangeHistoryPoint = z.infer<typeof exchangeHistoryPointSchema>;

export const weatherSchema = z.object({
  city: filled(),
  /** Celsius. */
  temperature: z.number(),
  icon: filled(),
  description: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const floodingSchema = z.object({
  active: z.boolean(),
  title: filled(),
  description: z.string(),
  url: filled(),
  /** Warning level, e.g. 'yellow', 'orange', 'red'. */
  level: filled(),
});
export type Flooding = z.infer<typeof floodingSchema>;

/** Served with the shared data; reset to hidden it carries the label 'élő' (SPEC section 4). */
export const pipStatusSchema = z.object({
  pipShow: z.boolean(),
  pipTitle: z.nullable(z.string()),
  pipUrl: z.nullable(z.string()),
  pipOpen: z.boolean(),
  pipLabel: z.string(),
  pipIsManual: z.boolean(),
});
export type PipStatus = z.infer<typeof pipStatusSchema>;

/** Placeholder of the search input per section slug, with a required default. */
export const searchPlaceholdersSchema = z.catchall(z.object({ default: filled() }), filled());
export type SearchPlaceholders = z.infer<typeof searchPlaceholdersSchema>;

export const trendingTagSchema = z.object({ slug: filled(), name: filled() });
export type TrendingTag = z.infer<typeof trendingTagSchema>;

export const commonDataSchema = z.object({
  /** Switches for optional page components; mostly booleans, but the remote API may send more. */
  componentSetup: z.record(z.string(), z.unknown()),
  exchangesRates: z.array(exchangeRateSchema),
  weatherData: z.array(weatherSchema),
  floodingData: z.nullable(floodingSchema),
  pipStatus: pipStatusSchema,
  trendingTags: z.array(trendingTagSchema),
  /** Widget definitions are not specified; consumers validate what they read. */
  widgets: z.array(z.unknown()),
  searchPlaceholders: searchPlaceholdersSchema,
});
export type CommonData = z.infer<typeof commonDataSchema>;

/**
 * What the front page widgets, the exchange rates and the picture-in-picture player read of
 * /api/frontend/refresh: rates, weather, trending tags and flooding notice as above (the rest of the
 * answer is dropped); a malformed pip status only hides the pip (issue 18, SPEC section 4), the rest
 * of the answer stands.
 */
export const sharedDataRefreshSchema = z.extend(
  z.pick(commonDataSchema, {
    exchangesRates: true,
    weatherData: true,
    trendingTags: true,
    floodingData: true,
  }),
  { pipStatus: z.catch(z.optional(pipStatusSchema), undefined) },
);
export type SharedDataRefresh = z.infer<typeof sharedDataRefreshSchema>;

/** A group of the impresszum staff list (/api/impress/staff, data/staff.json). */
export const staffGroupSchema = z.object({
  group: filled(),
  people: z.array(z.object({ name: filled(), title: z.string() })),
});
export type StaffGroup = z.infer<typeof staffGroupSchema>;
