// Server side: which build this server runs (Next writes BUILD_ID and build-manifest.json into the dist
// folder, next.config.ts `distDir`), read once. Behind GET /api/build/latest, /api/build/manifest and
// /api/build/manifest/{id} (SPEC section 4: the build manifest and the latest build id as JSON).
import fs from 'node:fs';
import path from 'node:path';
import { edition } from '@/editions/currentEdition';
import { BadRequestError } from '../http/apiRoute';
import { buildIdSchema, type BuildManifest, type LatestBuild } from '../schemas/build';

function distDir(): string {
  return path.resolve(process.env.NEXT_DIST_DIR ?? `.next-${edition.slug}`);
}

/** The build in a dist folder, or null when it cannot be read (no build there, or a broken one). */
export function readBuild(dir: string): BuildManifest | null {
  try {
    const file = path.join(dir, 'BUILD_ID');
    const id = buildIdSchema.parse(fs.readFileSync(file, 'utf8').trim());
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')) as {
      pages?: Record<string, unknown>;
    };
    return {
      id,
      timestamp: Math.round(fs.statSync(file).mtimeMs),
      pages: Object.keys(manifest.pages ?? {}).sort(),
    };
  } catch {
    return null;
  }
}

// A server runs one build for its whole life: read once (a failed read is tried again next time).
let cached: BuildManifest | null = null;

/** The running build, or null when the dist folder cannot be read (then the routes answer 404). */
export function runningBuild(): BuildManifest | null {
  cached ??= readBuild(distDir());
  return cached;
}

export function latestBuild(): LatestBuild | null {
  const build = runningBuild();
  return build && { id: build.id, timestamp: build.timestamp };
}

/**
 * The manifest of build `id`: only the running build's is known here (null → 404), so a page that
 * asks for the new build's manifest from a server still on the old one (a rollout under way) gets no
 * confirmation. A malformed id is a 400.
 */
export function manifestFor(
  id: string | string[] | undefined,
  build: BuildManifest | null = runningBuild(),
): BuildManifest | null {
  const parsed = buildIdSchema.safeParse(id);
  if (!parsed.success) throw new BadRequestError('id must be a build id (1-64 of A-Z a-z 0-9 _ -)');
  return build && build.id === parsed.data ? build : null;
}
