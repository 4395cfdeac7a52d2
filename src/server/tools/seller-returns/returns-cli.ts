// `npm run seller-returns -- --help`: a seller's returns on the running shop (return-commands.ts).
import { sellerReturns } from './return-commands';

sellerReturns(process.argv.slice(2))
  .then(({ out, code }) => {
    console.log(out);
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
