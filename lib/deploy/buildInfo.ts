// Server side: which build this server runs (Next writes BUILD_ID and build-manifest.json into the dist
// folder, next.config.ts `distDir`), read once. Behind GET /api/build/latest and /api/build/manifest.
import fs from 'node:fs';
import path from 'node:path';
import { edition } from '@/editions/currentEdition';
import type { BuildManifest, LatestBuild } from '../schemas/build';

function distDir(): string {
  return path.resolve(process.env.NEXT_DIST_DIR ?? `.next-${edition.slug}`);
}

let cached: BuildManifest | null = null;

/** The running build, or null when the dist folder cannot be read (then the routes answer 404). */
export function runningBuild(): BuildManifest | null {
  if (cached) return cached;
  try {
    const file = path.join(distDir(), 'BUILD_ID');
    const id = fs.readFileSync(file, 'utf8').trim();
    const manifest = JSON.parse(
      fs.readFileSync(path.join(distDir(), 'build-manifest.json'), 'utf8'),
    ) as { pages?: Record<string, unknown> };
    cached = {
      id,
      timestamp: Math.round(fs.statSync(file).mtimeMs),
      pages: Object.keys(manifest.pages ?? {}).sort(),
    };
    return cached;
  } catch {
    return null;
  }
}

export function latestBuild(): LatestBuild | null {
  const build = runningBuild();
  return build && { id: build.id, timestamp: build.timestamp };
}
