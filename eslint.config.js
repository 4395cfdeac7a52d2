import { readdirSync } from 'node:fs';
import js from '@eslint/js';
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
    group: ['@shared/api/*', '!@shared/api/paths', '!@shared/api/endpoint', '!@shared/api/client'],
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
    rules: boundary(['app', 'sw'], 'The server may import src/shared only, never client code.'),
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
