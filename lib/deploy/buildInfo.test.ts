import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BadRequestError } from '../http/apiRoute';
import { manifestFor, readBuild } from './buildInfo';

const dirs: string[] = [];
function distDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const manifest = JSON.stringify({ pages: { '/_app': [], '/': [], '/[section]': [] } });

describe('the running build read from the dist folder (SPEC section 4: build detection)', () => {
  it('reads the id, the time of BUILD_ID and the page routes', () => {
    const dir = distDir({ BUILD_ID: 'abc_123-X\n', 'build-manifest.json': manifest });
    // The file's own time, as the file system has it (not the process's clock, which tests may move).
    const written = Math.round(fs.statSync(path.join(dir, 'BUILD_ID')).mtimeMs);
    expect(readBuild(dir)).toEqual({
      id: 'abc_123-X',
      timestamp: written,
      pages: ['/', '/[section]', '/_app'],
    });
  });

  it.each([
    ['no build', {}],
    ['no manifest', { BUILD_ID: 'abc' }],
    ['a broken manifest', { BUILD_ID: 'abc', 'build-manifest.json': '{' }],
    ['an id that is no build id', { BUILD_ID: 'a b', 'build-manifest.json': manifest }],
  ])('%s: null (the routes answer 404)', (_case, files) =>
    expect(readBuild(distDir(files))).toBeNull(),
  );
});

describe('GET /api/build/manifest/{id}: only the running build is known', () => {
  const running = { id: 'current', timestamp: 1, pages: ['/'] };

  it.each([
    ['the running build', 'current', running],
    ['another build (a rollout under way)', 'next', null],
    ['any id when no build can be read', 'current', null, null],
  ])('%s', (_case, id, expected, build: typeof running | null = running) =>
    expect(manifestFor(id, build)).toEqual(expected),
  );

  it.each([[undefined], [''], ['a/b'], ['x'.repeat(65)], [['a', 'b']]])(
    'a malformed id %j is a bad request (400)',
    (id) => expect(() => manifestFor(id, running)).toThrow(BadRequestError),
  );
});
