import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Modules that reach a database driver, the remote API, Redis or Node's file system, or build pages. */
const SERVER_ONLY = [
  './lib/content',
  './lib/store',
  './lib/userdata',
  './lib/cache',
  './lib/mail',
  './lib/accounts',
  './lib/pages',
  './lib/feeds',
  './lib/http',
  './lib/sport',
  './lib/quiz',
  './lib/deploy',
  './lib/ads',
];

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
  // content port depends on nothing above it; components import only client-safe modules (never the
  // server modules that reach the SQLite driver, the remote API or Node's file system).
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Tests may cross layers on purpose (a feed test over the local store, a contract test).
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**'],
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
              // Rules are pure SPEC rules; they may read the article format (lib/view/articleFormat.ts).
              target: './lib/rules',
              from: SERVER_ONLY,
              message: 'Rules are pure: no data access, no page code.',
            },
            {
              target: ['./components', './lib/view', './lib/hooks', './lib/client'],
              from: SERVER_ONLY,
              message:
                'Client code imports client-safe modules only (lib/view for page props and view types).',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
