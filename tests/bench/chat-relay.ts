import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { paths } from '@shared/api/paths';
import { sellerEmail } from '../../src/server/tools/seller-chat/commands';
import { SELLER_DEMO_PASSWORD } from '../../src/server/modules/chat/seller-login';
import { SELLERS } from '../../src/server/tools/seed/catalogue-data';
import {
  CHAT_SOCKET_MESSAGES_PER_SECOND,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@shared/socket-events';
import { PRODUCTION_ENV } from './production-env';
import { builtServer } from './built-server';
import { waitForServer } from './wait-for-server';

/**
 * Issue 14: chat relay under load. One production server on a fresh PGlite; CUSTOMERS customers
 * registered, each paired with a seeded seller (sellers are shared across pairs), every socket
 * connected; then for BENCH_SECONDS each customer sends over REST (IN_FLIGHT at a time) and its
 * seller answers each message on its socket. Prints messages/s relayed (both directions), p50/p99
 * delivery latency (send to receipt) and errors. Asserts nothing.
 * Pacing: a seller socket may send CHAT_SOCKET_MESSAGES_PER_SECOND; a seller answers at most that
 * many per second (the rest are counted as not answered, not as errors).
 *   BENCH_SECONDS (default 8), BENCH_PORT_BASE (default 3900; this uses +6), BENCH_CHAT_CUSTOMERS
 *   (default 200), BENCH_CHAT_IN_FLIGHT (default 2), SELLER_PASSWORD (default: the seeded sellers' demo one).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/api`;
const CUSTOMERS = Number(process.env.BENCH_CHAT_CUSTOMERS ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_CHAT_IN_FLIGHT ?? 2);

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const latencies: number[] = [];
let relayed = 0;
let errors = 0;
let socketRefusals = 0;
let unanswered = 0;

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function connect(token: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(ORIGIN, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((ok, fail) => {
    socket.once('connect', () => ok(socket));
    socket.once('connect_error', fail);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

export async function benchChat(): Promise<void> {
  const password = process.env.SELLER_PASSWORD || SELLER_DEMO_PASSWORD;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const server = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...PRODUCTION_ENV,
      SELLER_DEMO_PASSWORDS: 'true',
      FORM_POSTS_PER_IP_PER_HOUR: '1000000',
      LOGIN_ATTEMPTS_PER_IP: '1000000',
      CLIENT_DIR: join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const sockets: ChatSocket[] = [];
  try {
    console.log(`\n== Chat: ${CUSTOMERS} customers on a fresh PGlite (seeds 600 products)`);
    await waitForServer(`${BASE}/health`, server);
    const sellers: { id: string; socket: ChatSocket; tokens: number; last: number }[] = [];
    for (const { shopName } of SELLERS) {
      const { token, seller } = await post<{ token: string; seller: { _id: string } }>(
        paths.sellerChatLogin.path,
        { email: sellerEmail(shopName), password },
      );
      const socket = await connect(token);
      sockets.push(socket);
      sellers.push({ id: seller._id, socket, tokens: 1, last: performance.now() });
    }
    const sentAt = new Map<string, number>(); // message text -> send time
    for (const seller of sellers) {
      seller.socket.on('customer_message', (m) => {
        const started = sentAt.get(m.message);
        if (started !== undefined) {
          latencies.push(performance.now() - started);
          relayed++;
        }
        // The server's token bucket, mirrored one message/s under its rate so no answer is refused.
        const now = performance.now();
        seller.tokens = Math.min(
          1,
          seller.tokens + ((now - seller.last) / 1000) * (CHAT_SOCKET_MESSAGES_PER_SECOND - 1),
        );
        seller.last = now;
        if (seller.tokens < 1) return void unanswered++;
        seller.tokens -= 1;
        const text = `re ${m.message}`;
        sentAt.set(text, performance.now());
        seller.socket.emit(
          'send_seller_message',
          { receverId: m.senderId, text },
          (a) => void ('error' in a && socketRefusals++),
        );
      });
    }
    const customers: { id: string; token: string; sellerId: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const { token } = await post<{ token: string }>(paths.register.path, {
        name: `Bench Shopper ${i}`,
        email: `bench${i}@example.in`,
        password: 'bench-password-1',
      });
      const id = String(decodeJwt(token).id);
      const sellerId = sellers[i % sellers.length]!.id;
      const socket = await connect(token);
      socket.on('seller_message', (m) => {
        const started = sentAt.get(m.message);
        if (started !== undefined) {
          latencies.push(performance.now() - started);
          relayed++;
        }
      });
      sockets.push(socket);
      await post(paths.addCustomerFriend.path, { sellerId, userId: id }, token);
      customers.push({ id, token, sellerId });
    }
    latencies.length = 0;
    relayed = 0;
    const until = performance.now() + SECONDS * 1000;
    let n = 0;
    const sender = async (c: (typeof customers)[number]) => {
      while (performance.now() < until) {
        const text = `m${n++} from ${c.id}`;
        sentAt.set(text, performance.now());
        await post(
          paths.sendMessageToSeller.path,
          { userId: c.id, sellerId: c.sellerId, text, name: 'Bench Shopper' },
          c.token,
        ).catch(() => errors++);
      }
    };
    await Promise.all(customers.flatMap((c) => Array.from({ length: IN_FLIGHT }, () => sender(c))));
    await new Promise((r) => setTimeout(r, 1000)); // the last deliveries
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `chat, ${CUSTOMERS} customers x ${IN_FLIGHT} in flight, ${sellers.length} seller(s), ${SECONDS} s:`,
    );
    console.log(
      `  relayed ${(relayed / SECONDS).toFixed(0)} messages/s (both directions), delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
    console.log(
      `  REST send errors ${errors}, seller answers refused by the socket ${socketRefusals}; left unanswered to stay under ${CHAT_SOCKET_MESSAGES_PER_SECOND}/s per seller socket: ${unanswered}`,
    );
  } finally {
    sockets.forEach((s) => s.close());
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
