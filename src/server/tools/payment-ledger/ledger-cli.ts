import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { describeStartError } from '../../db/start-errors';
import { formatLedger } from './format';
import { readLedger } from './ledger-sources';

/**
 * npm run ledger -- <order number>: an order's payment attempts, the gateway's events, the
 * refunds, the credit notes and the parcels' courier scans, in time order, for support
 * (ledger-sources.ts). On PostgreSQL beside running instances; on PGlite only
 * with the server stopped (one process holds DATA_DIR).
 */
async function main(): Promise<void> {
  const orderNumber = process.argv[2];
  if (!orderNumber) throw new Error('Usage: npm run ledger -- <order number>');
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const ledger = await readLedger(database.db, orderNumber);
    if (!ledger) throw new Error(`No order ${orderNumber}`);
    console.log(formatLedger(ledger));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
