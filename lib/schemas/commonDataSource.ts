// The demo files and store documents behind the shared data (commonData.ts): data/exchange.json,
// data/weather.json, data/commonData.<edition>.json and data/staff.json, as the import reads them and
// the store keeps them. Server and scripts only, so full zod; the shapes they share with the answers
// are commonData.ts's (zod/mini) schemas, composed here.
import { z } from 'zod';
import { editionSlugSchema } from '@/editions/editionSchema';
import {
  exchangeHistoryPointSchema,
  exchangeRateSchema,
  floodingSchema,
  pipStatusSchema,
  searchPlaceholdersSchema,
  trendingTagSchema,
  weatherSchema,
} from './commonData';

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** data/exchange.json: today's rates per edition currency, and daily history per base and currency. */
export const exchangeSourceSchema = z.object({
  HUF: z.array(exchangeRateSchema),
  RON: z.array(exchangeRateSchema),
  history: z.record(currencyCode, z.record(currencyCode, z.array(exchangeHistoryPointSchema))),
});
export type ExchangeSource = z.infer<typeof exchangeSourceSchema>;

/** An item of data/weather.json: each city belongs to one edition. */
export const weatherSourceSchema = z.object({ ...weatherSchema.shape, edition: editionSlugSchema });
export type WeatherSource = z.infer<typeof weatherSourceSchema>;

/** data/commonData.<edition>.json: trending tags as tag slugs; rates and weather come from their files. */
export const commonDataSourceSchema = z.object({
  componentSetup: z.record(z.string(), z.boolean()),
  searchPlaceholders: searchPlaceholdersSchema,
  trendingTags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  widgets: z.array(z.unknown()),
  flooding: z.nullable(floodingSchema),
});
export type CommonDataSource = z.infer<typeof commonDataSourceSchema>;

/** commonData as the store keeps it: trending tags resolved to their names on import. */
export const storedCommonDataSchema = commonDataSourceSchema.extend({
  trendingTags: z.array(trendingTagSchema),
  /** Set by the newsroom (npm run store -- pip); absent: hidden. */
  pipStatus: z.optional(pipStatusSchema),
});
export type StoredCommonData = z.infer<typeof storedCommonDataSchema>;

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
