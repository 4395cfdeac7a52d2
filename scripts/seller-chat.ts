// `npm run seller-chat -- --help`: the seller's terminal chat client (src/server/tools/seller-chat).
import { main } from '../src/server/tools/seller-chat/chat-loop';

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
