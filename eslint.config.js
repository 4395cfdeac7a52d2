import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.scratch',
      'coverage',
      'src/server/db/migrations',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundary(
              ['server', 'sw'],
              'The client may import src/shared only, never server code.',
            )['no-restricted-imports'][1].patterns,
            // zod in the page probes eval on first use, which the CSP refuses (a reported violation).
            {
              group: [
                '@shared/api/*',
                '!@shared/api/paths',
                '!@shared/api/endpoint',
                '!@shared/api/client',
              ],
              allowTypeImports: true,
              message:
                'The client takes only types from the API schemas (values: paths, endpoint).',
            },
          ],
        },
      ],
    },
  },
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
