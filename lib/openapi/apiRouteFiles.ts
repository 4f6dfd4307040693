// The route files under pages/api and the path each is served at, in OpenAPI's template syntax
// (`[slug]` -> `{slug}`, `[...path]` -> `{path}`, `index` -> its folder). For the tests that hold the
// OpenAPI document to the routes that exist.
import fs from 'node:fs';
import path from 'node:path';

export const API_DIR = path.resolve(import.meta.dirname, '../../pages/api');

const ROUTE_FILE = /\.(ts|tsx|js|mjs)$/;

/**
 * The catch-all of every /api path that names no route (SPEC section 8: a JSON 404). It is no
 * operation: the document says under NotFound that every path it does not name answers so.
 */
export const UNKNOWN_API_PATH_FILE = '[...unknown].ts';

/** `articles/[slug]/index.ts` -> `/api/articles/{slug}`. */
export function routeTemplate(relativeFile: string): string {
  const segments = relativeFile
    .split(path.sep)
    .join('/')
    .replace(ROUTE_FILE, '')
    .split('/')
    .filter((segment, index, all) => !(segment === 'index' && index === all.length - 1))
    .map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, '{$1}'));
  return ['/api', ...segments].join('/');
}

export interface ApiRouteFile {
  /** Absolute path. */
  file: string;
  template: string;
}

export function apiRouteFiles(dir = API_DIR): ApiRouteFile[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (name) =>
        ROUTE_FILE.test(name) && !/\.test\.[a-z]+$/.test(name) && name !== UNKNOWN_API_PATH_FILE,
    )
    .sort()
    .map((name) => ({ file: path.join(dir, name), template: routeTemplate(name) }));
}
