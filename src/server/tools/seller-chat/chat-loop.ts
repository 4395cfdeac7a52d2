import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { paths } from '@shared/api/paths';
import { SELLER_DEMO_PASSWORD } from '../../modules/chat/seller-login';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/socket-events';
import {
  formatIncoming,
  formatProduct,
  noteCustomer,
  plainText,
  readCommand,
  sellerEmail,
  type Customer,
} from './commands';

const HELP = `Usage: npm run seller-chat -- --seller <shop name or email> [--password x] [--url http://127.0.0.1:3000]

Signs a seeded seller in to chat and prints customers' messages as they arrive (a message
sent from a product's page is followed by that product's name, price and link).
  --seller    the seller's email, or a seeded shop name ("Charminar Fashions" becomes
              charminar-fashions@sellers.example.in)
  --password  the seller's password (default SELLER_PASSWORD, else the seeded sellers' demo one)
  --url       the storefront server (default http://127.0.0.1:3000)
Then type:
  text               answers the customer who wrote last
  @<name> text       answers the customer whose name starts with <name>
  /list              customers seen this run
  /quit              leave`;

type SellerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ token: string; shopName: string }> {
  let res: Response;
  try {
    res = await fetch(`${url}/api${paths.sellerChatLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(`Cannot reach the server at ${url}: is it running?`);
  }
  const body = (await res.json().catch(() => ({}))) as {
    error?: string;
    token?: string;
    seller?: { shopName: string };
  };
  if (!res.ok || !body.token)
    throw new Error(`Sign-in refused: ${body.error ?? `HTTP ${res.status}`}`);
  return { token: body.token, shopName: body.seller?.shopName ?? email };
}

/**
 * Says when chat connects, reconnects or fails, and prints customers' messages; answers the
 * customers seen so far (whom the seller may answer by name).
 */
function reportConnection(socket: SellerSocket, shopName: string, url: string, quit: () => void) {
  const seen: { customers: Customer[] } = { customers: [] };
  let connectedOnce = false;
  socket.on('connect', () => {
    if (connectedOnce) return console.log('Connected again.');
    connectedOnce = true;
    console.log(`Signed in as ${plainText(shopName)}. Waiting for customers (/quit to leave).`);
  });
  // A server stopping (a rolling deploy) closes its sockets; another instance takes over.
  // socket.io reconnects by itself after a lost connection, but not after the server closed it.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    console.log('The server closed chat; connecting again...');
    setTimeout(() => socket.connect(), 1_000 + Math.random() * 2_000);
  });
  socket.on('connect_error', (err) => {
    // Once signed in, a failed attempt is retried (socket.io's backoff); at the start it is fatal.
    if (connectedOnce)
      return console.error(`Chat unreachable, retrying: ${plainText(err.message)}`);
    console.error(`Cannot connect to chat: ${plainText(err.message)}`);
    process.exitCode = 1;
    quit();
  });
  socket.on('customer_message', (m) => {
    seen.customers = noteCustomer(seen.customers, { id: m.senderId, name: m.senderName });
    console.log(
      formatIncoming(m.senderName, m.createdAt, m.image ? `${m.message} [picture]` : m.message),
    );
    if (m.product) console.log(formatProduct(m.product, url));
  });

  return seen;
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seller: { type: 'string' },
      password: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.seller) {
    console.log(HELP);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const url = (values.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const password = values.password ?? (process.env.SELLER_PASSWORD || SELLER_DEMO_PASSWORD);
  const { token, shopName } = await signIn(url, sellerEmail(values.seller), password);
  const socket: SellerSocket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    // An answer not acknowledged (its instance stopped) is sent again, to whichever instance the
    // socket reaches next; its messageId makes the server store and tell it once.
    ackTimeout: 10_000,
    retries: 5,
  });
  const lines = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const quit = () => {
    socket.close();
    lines.close();
  };

  const seen = reportConnection(socket, shopName, url, quit);
  lines.on('line', (line) => {
    const command = readCommand(line, seen.customers);
    switch (command.kind) {
      case 'quit':
        return quit();
      case 'empty':
        return;
      case 'list':
        return console.log(
          seen.customers.length === 0
            ? 'No customers yet.'
            : seen.customers.map((c) => `  ${plainText(c.name)}`).join('\n'),
        );
      case 'problem':
        return console.log(command.message);
      case 'send':
        socket
          .emitWithAck('send_seller_message', {
            receverId: command.to.id,
            text: command.text,
            messageId: randomUUID(),
          })
          .then(
            (answer) => {
              if ('error' in answer)
                console.log(
                  `Not sent to ${plainText(command.to.name)}: ${plainText(answer.error)}`,
                );
              else console.log(`-> ${plainText(command.to.name)}`);
            },
            () => console.log(`Not sent to ${plainText(command.to.name)}: no answer from chat`),
          );
    }
  });
  lines.on('close', () => socket.close());
}
