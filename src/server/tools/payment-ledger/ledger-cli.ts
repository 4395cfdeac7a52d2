import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { describeStartError } from '../../db/start-errors';
import { ledgerOf } from '../../modules/payment/repository';
import { shipmentLedgerOf } from '../../modules/shipping/repository';
import { formatLedger } from './format';
import { formatShipments } from './shipments';

/**
 * npm run ledger -- <order number>: an order's payment attempts, the gateway's events and the
 * refunds, in time order, then its parcels and their courier scans, for support. On PostgreSQL beside running instances; on PGlite only
 * with the server stopped (one process holds DATA_DIR).
 */
async function main(): Promise<void> {
  const orderNumber = process.argv[2];
  if (!orderNumber) throw new Error('Usage: npm run ledger -- <order number>');
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const ledger = await ledgerOf(database.db, orderNumber);
    if (!ledger) throw new Error(`No order ${orderNumber}`);
    console.log(formatLedger(ledger));
    const parcels = await shipmentLedgerOf(database.db, ledger.order.id);
    if (parcels.length > 0) console.log(formatShipments(parcels));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
