// Types of eslint.config.mjs's folder lists, which lib/layers.test.ts checks against lib/'s folders.
export declare const SERVER_ONLY: readonly string[];
export declare const CLIENT_SAFE: readonly string[];
declare const config: readonly unknown[];
export default config;
