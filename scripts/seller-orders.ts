// `npm run seller-orders -- --help`: a seller's order steps (src/server/tools/seller-orders).
import { sellerOrders } from '../src/server/tools/seller-orders/orders-cli';

sellerOrders(process.argv.slice(2))
  .then(({ out, code }) => {
    console.log(out);
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
