import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

// The API suite runs once on in-memory PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, once more against it (see src/server/test/test-app.ts).
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          include: ['src/server/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/shared/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['src/server/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...apiOnPostgres,
    ],
  },
});
