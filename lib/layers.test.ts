// Guards the folder rule of eslint.config.mjs (docs/architecture.md "Layers"): every module of lib/ is
// either server-only or client-safe by its folder, so the import zones see every crossing. A new
// folder, or a split domain (lib/<domain>/ for the browser, lib/<domain>/server/ for the server) whose
// halves are not both listed, fails here instead of slipping past the linter.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLIENT_SAFE, SERVER_ONLY } from '../eslint.config.mjs';

const ROOT = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(ROOT, path)];
  });
}

/** Whether a zone path ('./lib/x', './lib/x.ts' or './lib/x/*.ts') covers a file of the repo. */
function covers(zonePath: string, file: string): boolean {
  const path = zonePath.replace(/^\.\//, '');
  if (path.endsWith('/*.ts')) {
    const dir = path.slice(0, -'/*.ts'.length);
    return file.startsWith(`${dir}/`) && !file.slice(dir.length + 1).includes('/');
  }
  return file === path || file.startsWith(`${path}/`);
}

const zonesOf = (file: string) => ({
  server: SERVER_ONLY.filter((zone) => covers(zone, file)),
  client: CLIENT_SAFE.filter((zone) => covers(zone, file)),
});

describe('lib/ folders: server-only or client-safe', () => {
  // Tests may cross the layers (the linter leaves them out), so they are no side's.
  const files = filesUnder(join(ROOT, 'lib')).filter((file) => !/\.test\.tsx?$/.test(file));

  it('puts every module of lib/ in exactly one of SERVER_ONLY and CLIENT_SAFE', () => {
    const unclassified = files
      .map((file) => ({ file, ...zonesOf(file) }))
      .filter(({ server, client }) => server.length + client.length !== 1);
    expect(unclassified).toEqual([]);
  });

  it('lists both halves of every split domain', () => {
    const serverHalves = [
      ...new Set(files.flatMap((file) => /^lib\/[^/]+\/server\//.exec(file) ?? [])),
    ];
    expect(serverHalves.length).toBeGreaterThan(0);
    for (const half of serverHalves) {
      const domain = half.slice(0, -'/server/'.length);
      expect(SERVER_ONLY, half).toContain(`./${domain}/server`);
      expect(CLIENT_SAFE, half).toContain(`./${domain}/*.ts`);
    }
  });

  it.each([
    ['lib/newsletter/newsletterPaths.ts', 'client'],
    ['lib/newsletter/server/newsletterService.ts', 'server'],
    ['lib/topics/clientToken.ts', 'client'],
    ['lib/topics/server/topicSchemas.ts', 'server'],
    ['lib/view/listPage.ts', 'client'],
    ['lib/constants.ts', 'client'],
    ['lib/content/contentSource.ts', 'server'],
  ])('reads %s as %s', (file, side) => {
    const { server, client } = zonesOf(file);
    expect(side === 'server' ? server : client).toHaveLength(1);
  });
});
