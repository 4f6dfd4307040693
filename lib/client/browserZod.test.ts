// Guards what the browser carries of zod (docs/architecture.md "Layers"): every answer the browser
// reads is checked with its one schema, in zod/mini, and full zod (about five times its size) never
// reaches a module that components/, lib/hooks/ or lib/client/ import. The front, list and article
// pages are at their first-load JS budgets (README "Benchmarks"), so what they load statically (with
// the app) carries no zod at all: their polls and the search bar load their schema beside the first
// call (a loader given to lib/client/apiClient.ts). Follows value imports (not `import type`) of
// our own modules through the TypeScript parser; dynamic import() counts only for the first rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
const BROWSER_DIRS = ['components', 'lib/hooks', 'lib/client'];
/** What the app and the three budgeted page kinds load before any lazy chunk. */
const FIRST_LOAD_ENTRIES = [
  'pages/_app.tsx',
  'components/front/FrontPage.tsx',
  'components/list/ListPage.tsx',
  'components/article/ArticlePage.tsx',
];

interface Imports {
  /** Module specifiers imported for their values, statically. */
  static: string[];
  /** Specifiers of import() calls. */
  dynamic: string[];
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

export function importsOf(source: string, fileName = 'file.ts'): Imports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Imports = { static: [], dynamic: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      found.static.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx', '']) {
    const file = base + ending;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const cache = new Map<string, Imports>();
function importsOfFile(file: string): Imports {
  if (!cache.has(file)) cache.set(file, importsOf(readFileSync(file, 'utf8'), file));
  return cache.get(file)!;
}

/** Every module reached from `entries`, with the zod entry points each imports for values. */
function reach(entries: string[], { dynamic }: { dynamic: boolean }) {
  const zodOf = new Map<string, string[]>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (zodOf.has(file)) continue;
    const imports = importsOfFile(file);
    const specifiers = dynamic ? [...imports.static, ...imports.dynamic] : imports.static;
    zodOf.set(
      file,
      imports.static.filter((s) => s === 'zod' || s.startsWith('zod/')),
    );
    for (const specifier of specifiers) {
      const target = resolve(file, specifier);
      if (target && !/\.css\.ts$/.test(target)) pending.push(target);
    }
  }
  return zodOf;
}

function sourcesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(ROOT, dir, name));
}

const offenders = (zodOf: Map<string, string[]>, allowed: (entry: string) => boolean) =>
  [...zodOf].flatMap(([file, entries]) =>
    entries.filter((entry) => !allowed(entry)).map((entry) => `${relative(ROOT, file)}: ${entry}`),
  );

describe('zod in the browser', () => {
  it('reads value imports, dynamic imports, and skips type-only ones', () => {
    const source = `
      import * as z from 'zod/mini';
      import type { ZodType } from 'zod';
      import { type A, type B } from './types';
      import { c, type D } from './values';
      export { e } from './reexported';
      export type { F } from './typesAgain';
      const load = () => import('./lazy');
    `;
    expect(importsOf(source)).toEqual({
      static: ['zod/mini', './values', './reexported'],
      dynamic: ['./lazy'],
    });
  });

  it('full zod reaches no module of components/, lib/hooks/ or lib/client/ (zod/mini only)', () => {
    const roots = BROWSER_DIRS.flatMap(sourcesIn);
    expect(roots.length).toBeGreaterThan(100);
    expect(offenders(reach(roots, { dynamic: true }), (e) => e === 'zod/mini')).toEqual([]);
  });

  it('the app and the front, list and article pages load no zod before their lazy chunks', () => {
    const zodOf = reach(
      FIRST_LOAD_ENTRIES.map((entry) => join(ROOT, entry)),
      { dynamic: false },
    );
    expect(zodOf.size).toBeGreaterThan(50);
    expect(offenders(zodOf, () => false)).toEqual([]);
  });
});
