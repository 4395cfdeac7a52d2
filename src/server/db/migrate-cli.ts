import { loadConfig } from '../config';
import { describeStartError } from './start-errors';
import { openDatabase } from './client';

/**
 * npm run migrate: applies the migrations once and exits, as the job a deployment runs before
 * starting its instances (which migrate at start too, under the same advisory lock, so instances
 * started without the job still migrate once).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.exclusively(() => database.migrate());
    console.log(`Migrations applied (${database.driver})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
