import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { describeStartError } from '../../db/start-errors';
import { courierProviderFor } from '../../providers/factory';
import { sellerByShopName } from '../../modules/returns/repository';
import { runReturnCommand } from './return-commands';

const USAGE =
  'Usage: npm run seller-returns -- --seller "<shop name>" /returns | /accept <id> | /refuse <id> <reason>';

/**
 * npm run seller-returns: a seller's returns from the terminal until the seller tool carries
 * these commands (issue 60). An accepted return's refund is owed at once and sent to the payment
 * provider by the server's reconciliation within a minute. On PostgreSQL beside running
 * instances; on PGlite only with the server stopped (one process holds DATA_DIR).
 */
async function main(): Promise<void> {
  const [flag, shopName, ...command] = process.argv.slice(2);
  if (flag !== '--seller' || !shopName || command.length === 0) throw new Error(USAGE);
  const config = loadConfig(process.env, { server: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const seller = await sellerByShopName(database.db, shopName);
    if (!seller) throw new Error(`No seller's shop is called ${shopName}`);
    const tools = { db: database.db, courier: courierProviderFor(config), sellerId: seller.id };
    const answer = runReturnCommand(tools, command.join(' '));
    if (!answer) throw new Error(USAGE);
    for (const line of await answer) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
