import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { describeStartError } from '../../db/start-errors';
import { recordRefusedAtDoor } from '../../modules/payment/cash-on-delivery';

/**
 * npm run refused-at-door -- <order number>: records that the shopper refused a cash on delivery
 * parcel at the door (the courier's return to the seller), for support until couriers report it
 * themselves: the order is cancelled, its stock goes back, and the refusal counts against the
 * shopper's cash on delivery (COD_MAX_REFUSALS). On PostgreSQL beside running instances; on
 * PGlite only with the server stopped (one process holds DATA_DIR).
 */
async function main(): Promise<void> {
  const orderNumber = process.argv[2];
  if (!orderNumber) throw new Error('Usage: npm run refused-at-door -- <order number>');
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const done = await recordRefusedAtDoor(database.db, orderNumber);
    console.log(
      done.counted
        ? `Order ${orderNumber}: refused at the door, cancelled, stock back on the shelf.`
        : `Order ${orderNumber} was already recorded as refused at the door; nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
