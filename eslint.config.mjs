import { builtinModules } from 'node:module';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Every module of lib/ is either server-only or client-safe, by its folder (lib/layers.test.ts fails
// on a file that is in neither list, or in both). A domain with modules of both kinds keeps its
// browser-safe ones in lib/<domain>/ and its server-only ones in lib/<domain>/server/ (lib/newsletter,
// lib/topics); a domain without a browser half (lib/content, lib/store, ...) is one server folder.

/**
 * Server-only: modules that reach a database driver, the remote API, Redis, mail or Node's file
 * system, read the stores or the server's configuration, or build pages. Client code never imports
 * them, not even for a type.
 */
export const SERVER_ONLY = [
  './lib/content',
  './lib/store',
  './lib/userdata',
  './lib/cache',
  './lib/mail',
  './lib/push',
  './lib/accounts',
  './lib/pages',
  './lib/feeds',
  './lib/http',
  './lib/sport',
  './lib/quiz',
  './lib/deploy',
  './lib/ads',
  './lib/engagement',
  './lib/openapi',
  './lib/support',
  './lib/predictions',
  './lib/newsletter/server',
  './lib/topics/server',
  './lib/elections/server',
  './lib/images/server',
];

/**
 * Client-safe: what components import and what those modules import in turn. None of it imports a
 * server-only folder, a Node built-in or a server package, so nothing a component reaches does. A
 * split domain's browser half is the files of its folder (`*.ts`), not its server/ subfolder.
 */
export const CLIENT_SAFE = [
  './components',
  './editions',
  './lib/client',
  './lib/hooks',
  './lib/view',
  './lib/rules',
  './lib/routing',
  './lib/i18n',
  './lib/schemas',
  './lib/observability',
  './lib/constants.ts',
  './lib/cachePolicy.ts',
  './lib/newsletter/*.ts',
  './lib/topics/*.ts',
  './lib/elections/*.ts',
  './lib/elections/maps',
  './lib/images/*.ts',
];

/**
 * Packages that only run on the server: the database drivers, Redis, mail, the server's logs and
 * metrics, the image library.
 */
const SERVER_PACKAGES = [
  'better-sqlite3',
  'pg',
  'redis',
  'nodemailer',
  'pino',
  'prom-client',
  'sharp',
];

/**
 * Packages the server draws maps with (lib/elections/server/): the browser gets the finished
 * paths, never the geodata or the geometry code.
 */
const MAP_PACKAGES = ['d3-*', 'topojson-*', 'us-atlas', 'us-atlas/*'];

// Tests may cross layers on purpose (a feed test over the local store, a contract test).
const TESTS_AND_SCRIPTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Images go through our own image helper (size suffixes and srcset of SPEC section 3) and are
      // mostly SVG; next/image's optimiser would add a server round trip for nothing.
      '@next/next/no-img-element': 'off',
    },
  },
  // The layers of docs/architecture.md, one way: lib never reaches up into components or pages; the
  // content port depends on nothing above it; client-safe code (components and what they import) never
  // imports a server-only module (the SQLite driver, the remote API, Node's file system, the stores).
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: TESTS_AND_SCRIPTS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib', './editions'],
              from: ['./components', './pages'],
              message: 'lib/ and editions/ never import from components/ or pages/.',
            },
            {
              // The port and its adapters; lib/content/services compose port reads into what pages
              // show and may build view types.
              target: [
                './lib/content/*.ts',
                './lib/content/store/**',
                './lib/store',
                './lib/userdata',
                './lib/cache',
                './lib/mail',
                './lib/schemas',
              ],
              from: ['./lib/pages', './lib/view', './lib/feeds', './lib/http', './lib/hooks'],
              message:
                'The ports (content, user data), the stores, the page cache and schemas depend on nothing above them.',
            },
            {
              // Rules are client-safe too: pure SPEC rules; they may read the article format
              // (lib/view/articleFormat.ts).
              target: CLIENT_SAFE,
              from: SERVER_ONLY,
              message:
                "Client-safe code imports client-safe modules only (lib/view for page props and view types; a domain's browser half in lib/<domain>/, never lib/<domain>/server/).",
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: CLIENT_SAFE.map((path) => path.replace(/^\.\//, '')).map((path) =>
      /\.ts$/.test(path) ? path : `${path}/**`,
    ),
    ignores: TESTS_AND_SCRIPTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...builtinModules, ...SERVER_PACKAGES].map((name) => ({
            name,
            message: 'Client-safe code runs in the browser: no Node built-ins, no server packages.',
          })),
          patterns: [
            {
              group: ['node:*'],
              message: 'Client-safe code runs in the browser: no Node built-ins.',
            },
            {
              group: MAP_PACKAGES,
              message:
                'Maps are drawn on the server (lib/elections/server/): the browser gets paths, not geodata.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      'node_modules/**',
      '.tools/**',
      '.next*/**',
      '.contentlayer/**',
      'var/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
