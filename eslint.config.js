import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: app -> shared, server -> shared, sw -> shared; never sideways. */
const boundary = (forbidden, why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((area) => ({ group: [`**/${area}/**`, `@${area}/*`], message: why })),
    },
  ],
});

const appPatterns = [
  ...boundary(['server', 'sw'], 'The client may import src/shared only, never server code.')[
    'no-restricted-imports'
  ][1].patterns,
  // zod in the page probes eval on first use, which the CSP refuses (a reported violation).
  {
    group: [
      '@shared/api/*',
      '!@shared/api/paths',
      '!@shared/api/endpoint',
      '!@shared/api/api-client',
    ],
    allowTypeImports: true,
    message: 'The client takes only types from the API schemas (values: paths, endpoint, client).',
  },
];

const features = readdirSync(new URL('src/app/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `@/features/<other>` or a relative path climbing into `<other>` (from one or two folders deep). */
const otherFeature = (feature) => {
  const others = features.filter((name) => name !== feature).join('|');
  return `^(@/features/|(\\.\\./){1,3}(features/)?)(${others})(/|$)`;
};

/** Only `db/` and repository files speak SQL: the query builder and the tables stay behind them. */
const sqlImports = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
  message:
    'SQL lives in db/ or a *repository.ts file: call a repository (see src/server/README.md).',
};

/** A route parses, authorises and calls a service; it never reaches a repository itself. */
const repositoryImports = {
  regex: '(^|/)[^/]*repository$',
  message: 'A route calls its service, never a repository (route -> service -> repository).',
};

const serverBoundary = boundary(
  ['app', 'sw'],
  'The server may import src/shared only, never client code.',
)['no-restricted-imports'][1].patterns;

/** Files that may hold SQL: the database's own folder, repositories, and what tests set up. */
const sqlHolders = [
  'src/server/db/**',
  'src/server/**/*repository.ts',
  // The seed writes the catalogue's rows in bulk (it moved out of db/ to import the modules it
  // draws and hashes with); its SQL is the seed's own, like a test's arranged rows.
  'src/server/tools/seed/**',
  // Tests seed and inspect rows directly: arranging data is their job, not a layer to keep.
  'src/server/**/*.test.ts',
  'src/server/test/**',
];

const routeFiles = ['src/server/**/*routes.ts', 'src/server/**/*route.ts'];

/**
 * The server's layers, bottom up: db/ and config; providers/ (one contract per outside service);
 * http/ (the request plumbing); modules/ (repository -> service -> routes); the pages (ssr/,
 * static-client.ts), which ask the modules; then what composes them (app.ts, serve.ts,
 * realtime/, tools/). Each zone is a layer and what sits above it: as no layer imports upwards,
 * neither does any chain of imports through them.
 */
const server = (...paths) => paths.map((path) => `./src/server/${path}`);
const serverLayers = [
  {
    target: server('db/**'),
    from: server('modules', 'http', 'providers', 'realtime', 'ssr', 'observability', 'tools'),
    message: 'db/ is the bottom layer: it imports no module, provider or tool (seed: tools/seed/).',
  },
  {
    target: server('providers/**'),
    from: server('modules', 'http', 'realtime', 'ssr', 'tools', 'app.ts', 'serve.ts'),
    message:
      'A provider implements its contract and nothing more: modules use it, never the reverse (providers/README.md).',
  },
  {
    target: server('http/**'),
    from: server(
      'modules',
      'ssr',
      'static-client.ts',
      'realtime',
      'tools',
      'app.ts',
      'serve.ts',
      'main.ts',
    ),
    message:
      'http/ is the request plumbing the modules stand on: it imports no module, page or composer (a shared piece moves down into http/).',
  },
  {
    target: server('modules/**'),
    from: server('ssr', 'static-client.ts', 'realtime', 'tools', 'app.ts', 'serve.ts', 'main.ts'),
    message:
      'A module never imports the pages (ssr/, static-client.ts: they ask the modules), what composes it (app.ts, serve.ts, tools/), nor realtime/, which implements its port.',
  },
  {
    target: server('{db,http,modules,observability,providers,realtime,ssr,build}/**'),
    from: server('tools'),
    message:
      'tools/ are command-line entries over the modules: nothing of the server imports them.',
  },
];

/** What is HTTP and stays in routes: a service takes values and answers values. */
const fastifyInHttpOnly = {
  name: 'fastify',
  importNames: ['default', 'FastifyInstance', 'FastifyReply', 'FastifyRequest'],
  message:
    'Services, repositories, providers, db/ and tools/ never see Fastify: the route reads the request and sets the reply.',
};
const neverSeeFastify = [
  'src/server/modules/**/service.ts',
  'src/server/**/*repository.ts',
  'src/server/providers/**',
  'src/server/db/**',
  'src/server/tools/**',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.scratch',
      // Bench builds and databases (tests/bench), never committed.
      '.bench-data',
      'coverage',
      'src/server/db/migrations',
      // Compiled message catalogues (npm run i18n).
      'src/shared/i18n/paraglide',
      'src/app/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: boundary(
      ['app', 'server', 'sw'],
      'src/shared is the contract: it imports nothing from app, server or sw.',
    ),
  },
  {
    files: ['src/server/**'],
    ignores: sqlHolders,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverBoundary, sqlImports] }] },
  },
  {
    files: sqlHolders,
    rules: { 'no-restricted-imports': ['error', { patterns: serverBoundary }] },
  },
  {
    files: routeFiles,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverBoundary, sqlImports, repositoryImports] },
      ],
    },
  },
  // The server's layers, each with what it may not import (src/server/README.md, "Layers"). Tests
  // arrange across layers on purpose; the import-x plugin and resolver come from the block above.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayers }] },
  },
  {
    files: neverSeeFastify,
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [fastifyInHttpOnly] }],
    },
  },
  // A function longer than a screen decides too many things: split it by what each part decides.
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    // The seed's catalogue tables are data, not decisions.
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/server/tools/seed/items/**',
      'src/server/tools/seed/translations/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // No import cycles anywhere: a cycle means two modules are one, or a dependency runs backwards.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or a cycle through a .ts file goes unseen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'src/app/tsconfig.json',
            'src/server/tsconfig.json',
            'src/shared/tsconfig.json',
            'sw/tsconfig.json',
            'tests/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Plumbing and shared UI sit below the features and the shell that composes them.
  {
    files: ['src/app/lib/**', 'src/app/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appPatterns,
            {
              regex: '^@/(features|layout|routes)/',
              message: 'lib/ and components/ sit below features, layout and routes.',
            },
          ],
        },
      ],
    },
  },
  // A feature imports no other feature: what two features share moves down to lib/ or components/.
  ...features.map((feature) => ({
    files: [`src/app/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appPatterns,
            {
              regex: otherFeature(feature),
              message:
                'A feature imports no other feature: move what they share to lib/ or components/ (see src/app/features/README.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['sw/**'],
    rules: boundary(['app', 'server'], 'The service worker may import src/shared only.'),
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^node:/]',
          message: 'src/shared runs in browsers too: no Node APIs.',
        },
      ],
    },
  },
);
