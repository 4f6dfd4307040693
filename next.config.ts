// Next.js configuration. EDITION (main | regional) picks the edition at build and serve time; each
// edition builds into its own folder so both can run side by side from one checkout.
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import path from 'node:path';
import { cspSourcesFromEnv } from './lib/http/contentSecurityPolicy';
import { inlineHeadScripts } from './lib/http/inlineScripts';
import { securityHeaderRules } from './lib/http/securityHeaders';
import { redirectsFor } from './lib/routing/redirectTable';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
const edition = process.env.EDITION === 'regional' ? 'regional' : 'main';
/** The <head> scripts: hashed into the CSP here, served as these same bytes (pages/_document.tsx). */
const headScripts = inlineHeadScripts();

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: another output folder, so the archive bench's builds leave the real one alone.
  distDir: process.env.NEXT_DIST_DIR ?? `.next-${edition}`,
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_EDITION: edition,
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '',
    INLINE_HEAD_SCRIPTS: JSON.stringify(headScripts),
  },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  async redirects() {
    return redirectsFor(edition);
  },
  async headers() {
    return securityHeaderRules(headScripts, cspSourcesFromEnv());
  },
  // No rewrites() here: they run in proxy.ts (lib/routing/internalRewrites.ts says why).
};

/**
 * REDIS_URL at `next start`: every instance shares one ISR cache in Redis (lib/cache/), with no
 * per-instance memory copy that could go stale. Builds ignore it: they write their prerendered pages
 * into the build folder, as always.
 */
function sharedCache(phase: string): Partial<NextConfig> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return {};
  return {
    // next start runs in the project folder.
    cacheHandler: path.resolve('lib/cache/redisCacheHandler.mjs'),
    cacheMaxMemorySize: 0,
  };
}

const config = (phase: string) => withVanillaExtract({ ...nextConfig, ...sharedCache(phase) });
export default config;
