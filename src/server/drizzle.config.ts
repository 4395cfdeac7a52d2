import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config src/server/drizzle.config.ts` writes a new SQL migration
// after a change to db/schema.ts; the server applies migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
