import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { progressBar } from './progress-bar';
import { isSeeded, resetDatabase, seedDatabase } from './seed';

/** npm run seed -- [--products N] [--reset] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '600' },
      reset: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1)
    throw new Error('--products must be a whole number above 0');
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.exclusively(() => database.migrate());
  if (await isSeeded(database.db)) {
    if (!values.reset) {
      console.log('The database already holds a catalogue; run with --reset to replace it.');
      await database.close();
      return;
    }
    await resetDatabase(database.db);
  }
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  await seedDatabase(database.db, {
    products,
    progress: progressBar(process.stderr),
    step: (what) => process.stderr.write(`${seconds()}  ${what}\n`),
  });
  console.log(`Seeded ${products} products on ${database.driver} in ${seconds()}`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
