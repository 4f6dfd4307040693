// Next.js configuration. EDITION (main | regional) picks the edition at build and serve time; each
// edition builds into its own folder so both can run side by side from one checkout.
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { redirectsFor } from './lib/routing/redirectTable';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
const edition = process.env.EDITION === 'regional' ? 'regional' : 'main';

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: another output folder, so the archive bench's builds leave the real one alone.
  distDir: process.env.NEXT_DIST_DIR ?? `.next-${edition}`,
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_EDITION: edition,
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '',
  },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  async redirects() {
    return redirectsFor(edition);
  },
  // No rewrites() here: they run in proxy.ts (lib/routing/internalRewrites.ts says why).
};

export default withVanillaExtract(nextConfig);
