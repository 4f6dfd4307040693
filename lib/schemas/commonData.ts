// The shared data every page gets from /api/frontend/init and /api/frontend/refresh (SPEC section 7):
// component switches, exchange rates, weather, flooding notice, pip status, trending tags, widgets and
// search placeholders; plus the demo files behind it (commonData, exchange, weather, staff).
import { z } from 'zod';
import { editionSlugSchema } from '@/editions/editionSchema';
import { pipStatusSchema } from './misc';

const currencyCode = z.string().regex(/^[A-Z]{3}$/);
const day = z.iso.date();

export const exchangeRateSchema = z.object({
  currency: currencyCode,
  rate: z.number().positive(),
  /**
   * How many units of `currency` the rate is the price of (issue 27 item 6): absent means 1; a small
   * currency against a big one is quoted per 100 (HUF in lei). Its history is quoted the same way.
   * Read it through quoteUnit (lib/rules/quoteUnit.ts), never as `rate.unit`.
   */
  unit: z.number().int().positive().optional(),
  /** Direction since the previous quote. */
  updown: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  date: z.union([day, z.iso.datetime({ offset: true })]),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeHistoryPointSchema = z.object({ date: day, rate: z.number().positive() });
export type ExchangeHistoryPoint = z.infer<typeof exchangeHistoryPointSchema>;

/** data/exchange.json: today's rates per edition currency, and daily history per base and currency. */
export const exchangeSourceSchema = z.object({
  HUF: z.array(exchangeRateSchema),
  RON: z.array(exchangeRateSchema),
  history: z.record(currencyCode, z.record(currencyCode, z.array(exchangeHistoryPointSchema))),
});
export type ExchangeSource = z.infer<typeof exchangeSourceSchema>;

export const weatherSchema = z.object({
  city: z.string().min(1),
  /** Celsius. */
  temperature: z.number(),
  icon: z.string().min(1),
  description: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

/** An item of data/weather.json: each city belongs to one edition. */
export const weatherSourceSchema = weatherSchema.extend({ edition: editionSlugSchema });
export type WeatherSource = z.infer<typeof weatherSourceSchema>;

export const floodingSchema = z.object({
  active: z.boolean(),
  title: z.string().min(1),
  description: z.string(),
  url: z.string().min(1),
  /** Warning level, e.g. 'yellow', 'orange', 'red'. */
  level: z.string().min(1),
});
export type Flooding = z.infer<typeof floodingSchema>;

/** Placeholder of the search input per section slug, with a required default. */
export const searchPlaceholdersSchema = z
  .object({ default: z.string().min(1) })
  .catchall(z.string().min(1));
export type SearchPlaceholders = z.infer<typeof searchPlaceholdersSchema>;

export const trendingTagSchema = z.object({ slug: z.string().min(1), name: z.string().min(1) });
export type TrendingTag = z.infer<typeof trendingTagSchema>;

export const commonDataSchema = z.object({
  /** Switches for optional page components; mostly booleans, but the remote API may send more. */
  componentSetup: z.record(z.string(), z.unknown()),
  exchangesRates: z.array(exchangeRateSchema),
  weatherData: z.array(weatherSchema),
  floodingData: floodingSchema.nullable(),
  pipStatus: pipStatusSchema,
  trendingTags: z.array(trendingTagSchema),
  /** Widget definitions are not specified; consumers validate what they read. */
  widgets: z.array(z.unknown()),
  searchPlaceholders: searchPlaceholdersSchema,
});
export type CommonData = z.infer<typeof commonDataSchema>;

/** data/commonData.<edition>.json: trending tags as tag slugs; rates and weather come from their files. */
export const commonDataSourceSchema = z.object({
  componentSetup: z.record(z.string(), z.boolean()),
  searchPlaceholders: searchPlaceholdersSchema,
  trendingTags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  widgets: z.array(z.unknown()),
  flooding: floodingSchema.nullable(),
});
export type CommonDataSource = z.infer<typeof commonDataSourceSchema>;

/** commonData as the store keeps it: trending tags resolved to their names on import. */
export const storedCommonDataSchema = commonDataSourceSchema.extend({
  trendingTags: z.array(trendingTagSchema),
  /** Set by the newsroom (npm run store -- pip); absent: hidden. */
  pipStatus: pipStatusSchema.optional(),
});
export type StoredCommonData = z.infer<typeof storedCommonDataSchema>;

/** A group of the impresszum staff list (/api/impress/staff, data/staff.json). */
export const staffGroupSchema = z.object({
  group: z.string().min(1),
  people: z.array(z.object({ name: z.string().min(1), title: z.string() })),
});
export type StaffGroup = z.infer<typeof staffGroupSchema>;

/**
 * A group of data/staff.json: a person may belong to one edition's newsroom only (`editions`);
 * without it they appear in both editions' impresszum (issue 16).
 */
export const staffSourceGroupSchema = z.object({
  group: z.string().min(1),
  people: z.array(
    z.object({
      name: z.string().min(1),
      title: z.string(),
      editions: z.array(editionSlugSchema).min(1).optional(),
    }),
  ),
});
export type StaffSourceGroup = z.infer<typeof staffSourceGroupSchema>;
