// The part of the shared data answer (/api/frontend/refresh, SPEC section 7) the front page widgets
// read: exchange rates, weather, trending tags, flooding notice. The front page is within a few kB of
// its first-load JS budget, so this check is written by hand instead of with zod (even zod/mini adds
// about 6 kB gz); its type still comes from the zod schema in commonData.ts, and
// sharedDataRefresh.test.ts holds it to that schema.
import type { ResponseSchema } from '../client/apiClient';
import type { CommonData } from './commonData';

export type SharedDataRefresh = Pick<
  CommonData,
  'exchangesRates' | 'weatherData' | 'trendingTags' | 'floodingData'
> &
  Partial<Pick<CommonData, 'pipStatus'>>;

export type Check = (value: unknown) => boolean;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const text: Check = (value) => typeof value === 'string';
export const filled: Check = (value) => typeof value === 'string' && value.length > 0;
export const finite: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));
export const listOf =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);

const isRate = shape({
  currency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  rate: (value) => finite(value) && (value as number) > 0,
  unit: (value) => value === undefined || (Number.isInteger(value) && (value as number) > 0),
  updown: (value) => value === -1 || value === 0 || value === 1,
  date: filled,
});
const isWeather = shape({ city: filled, temperature: finite, icon: filled, description: text });
const isTag = shape({ slug: filled, name: filled });
const isFlooding = shape({
  active: (value) => typeof value === 'boolean',
  title: filled,
  description: text,
  url: filled,
  level: filled,
});
export const nullableText: Check = (value) => value === null || typeof value === 'string';
export const bool: Check = (value) => typeof value === 'boolean';
const isPipStatus = shape({
  pipShow: bool,
  pipTitle: nullableText,
  pipUrl: nullableText,
  pipOpen: bool,
  pipLabel: text,
  pipIsManual: bool,
});
const isRefresh = shape({
  exchangesRates: listOf(isRate),
  weatherData: listOf(isWeather),
  trendingTags: listOf(isTag),
  floodingData: (value) => value === null || isFlooding(value),
});

export const sharedDataRefreshSchema: ResponseSchema<SharedDataRefresh> = {
  safeParse(data) {
    if (!isRefresh(data)) {
      return { success: false, error: new TypeError('not a shared data answer') };
    }
    const { exchangesRates, weatherData, trendingTags, floodingData, pipStatus } =
      data as SharedDataRefresh;
    // A malformed pip status only hides the pip; the rest of the answer stands.
    const pip = isPipStatus(pipStatus) ? { pipStatus } : {};
    return {
      success: true,
      data: { exchangesRates, weatherData, trendingTags, floodingData, ...pip },
    };
  },
};
