// Types of redisCacheHandler.mjs (plain JavaScript, because Next imports it untranspiled).
export declare const COMMAND_TIMEOUT_MS: number;
export declare const MIN_TTL_SECONDS: number;
export declare const LIFETIME_MULTIPLE: number;

export interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}

export interface CacheEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: CacheControl;
}

export declare function serialize(value: unknown): string;
export declare function deserialize(text: string): unknown;
export declare function entryTtlSeconds(cacheControl: CacheControl | undefined): number;

export default class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  get(key: string, ctx: { tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: { cacheControl?: CacheControl }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
