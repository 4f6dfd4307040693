// Next.js configuration. EDITION (main | regional) picks the edition at build and serve time; each
// edition builds into its own folder so both can run side by side from one checkout.
const { createVanillaExtractPlugin } = require('@vanilla-extract/next-plugin');

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
const edition = process.env.EDITION === 'regional' ? 'regional' : 'main';

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: `.next-${edition}`,
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_EDITION: edition,
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '',
  },
  serverExternalPackages: ['better-sqlite3'],
  async rewrites() {
    // Demo images live in the data directory, served (and resized) by an API route.
    return [{ source: '/uploads/:path*', destination: '/api/uploads/:path*' }];
  },
};

module.exports = withVanillaExtract(nextConfig);
