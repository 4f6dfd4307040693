// Next.js configuration. EDITION (main | regional) picks the edition at build and serve time; each
// edition builds into its own folder so both can run side by side from one checkout.
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { listPageRewrites, redirectsFor } from './lib/routing/redirectTable';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
const edition = process.env.EDITION === 'regional' ? 'regional' : 'main';

const nextConfig: NextConfig = {
  distDir: `.next-${edition}`,
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_EDITION: edition,
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '',
  },
  serverExternalPackages: ['better-sqlite3'],
  async redirects() {
    return redirectsFor(edition);
  },
  async rewrites() {
    return {
      // `?oldal=N` on a list becomes a path segment, so every page of a list is its own ISR page.
      beforeFiles: listPageRewrites,
      // Demo images live in the data directory, served (and resized) by an API route.
      afterFiles: [
        { source: '/uploads/:path*', destination: '/api/uploads/:path*' },
        // Feeds, sitemaps and robots.txt are API routes (lib/feeds).
        { source: '/rss', destination: '/api/rss' },
        { source: '/rss/archivum', destination: '/api/rss/archivum' },
        { source: '/rss/:kind(rovat|cimke|szerzo)/:slug', destination: '/api/rss/:kind/:slug' },
        { source: '/sitemap.xml', destination: '/api/sitemap' },
        { source: '/sitemap/pages.xml', destination: '/api/sitemap/pages' },
        { source: '/sitemap/news.xml', destination: '/api/sitemap/news' },
        {
          source: '/sitemap/articles-:month(\\d{4}-\\d{2}).xml',
          destination: '/api/sitemap/articles/:month',
        },
        { source: '/robots.txt', destination: '/api/robots' },
      ],
      fallback: [],
    };
  },
};

export default withVanillaExtract(nextConfig);
