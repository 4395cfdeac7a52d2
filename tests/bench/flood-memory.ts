import { request } from 'node:http';
import autocannon from 'autocannon';

/** What the bench reads of a load generator's run (an autocannon result is one). */
export interface Tally {
  requests: { average: number };
}

/** An attack of the flood bench: one or more load generators together for `duration` seconds. */
export interface Attack {
  name: string;
  run: (duration: number) => Promise<Tally[]>;
}

/** A shopper signed in on the bench's server. */
interface Shopper {
  id: string;
  token: string;
}

const PICTURE_BYTES = 5 * 1024 * 1024 - 64 * 1024;
const BOUNDARY = 'bench-picture-boundary';

export async function registerShopper(origin: string, n: number): Promise<Shopper> {
  const email = `flood.${Date.now()}.${n}@example.in`;
  const answer = await fetch(`${origin}/api/customer/customer-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Flood Shopper ${n}`, email, password: 'password123' }),
  });
  if (!answer.ok) throw new Error(`register: ${answer.status} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    id: string;
  };
  return { id: claims.id, token };
}

async function anySellerId(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/home/query-products?pageNumber=1`);
  const { products } = (await answer.json()) as { products: { sellerId: string }[] };
  return products[0]!.sellerId;
}

/** A chat picture form: a JPEG's first bytes, then filler up to just under 5 MB. */
function pictureForm(shopper: Shopper, sellerId: string): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(field('sellerId', sellerId) + field('userId', shopper.id)),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(PICTURE_BYTES, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** One POST of `body` on a connection of its own: its status, or 0 when the connection failed. */
const postOnce = (url: string, headers: Record<string, string>, body: Buffer) =>
  new Promise<number>((resolve) => {
    const sent = request(url, { method: 'POST', headers, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', () => resolve(0));
    // A server that answers early resets the connection while the body is still being written.
    sent.on('socket', (socket) => socket.on('error', () => {}));
    sent.end(body);
  });

/**
 * Uploads on `connections` connections, each sending the next as soon as the last was answered.
 * Not autocannon: with a 5 MB body and a server that answers early and closes, autocannon's
 * writes pile up in the bench's own memory until it runs out.
 */
const uploads =
  (origin: string, shopper: Shopper, sellerId: string, connections: number) =>
  async (duration: number): Promise<Tally> => {
    const url = `${origin}/api/chat/customer/send-image-to-seller`;
    const headers = {
      authorization: `Bearer ${shopper.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    };
    const body = pictureForm(shopper, sellerId);
    const until = Date.now() + duration * 1000;
    const statusCodeStats: Record<string, { count: number }> = {};
    let answers = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const status = String(await postOnce(url, headers, body));
          statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + 1 };
          answers++;
        }
      }),
    );
    const tally: Tally & { statusCodeStats: typeof statusCodeStats } = {
      requests: { average: answers / duration },
      statusCodeStats,
    };
    return tally;
  };

/** A 63 KB change batch: twenty chat messages of 3,000 characters (each refused as too long). */
function changeBatch(shopper: Shopper, sellerId: string): string {
  const changes = Array.from({ length: 20 }, (_, i) => ({
    key: `flood-change-${i}-${'k'.repeat(20)}`,
    operation: 'sendMessageToSeller',
    body: { userId: shopper.id, sellerId, name: 'Flood', text: 'x'.repeat(3_000) },
  }));
  return JSON.stringify({ changes });
}

/**
 * The memory attack of issue 40 (three shoppers uploading 5 MB pictures, 63 KB change batches on
 * three connections, two connections of 200-character Idempotency-Keys), and forty parallel
 * 5 MB uploads from fourteen shoppers. The server must allow pictures without a daily cap
 * (CHAT_PICTURE_MB_PER_DAY) for the uploads to be stored rather than refused.
 */
export async function memoryAttacks(origin: string): Promise<Attack[]> {
  const sellerId = await anySellerId(origin);
  const shoppers: Shopper[] = [];
  for (let n = 0; n < 14; n++) shoppers.push(await registerShopper(origin, n));
  const [a, b, c] = shoppers as [Shopper, Shopper, Shopper];
  const random = () => Math.random().toString(36).slice(2);
  return [
    {
      name: 'memory attack: 3 shoppers uploading 5 MB pictures, 3 connections of 63 KB change batches, 2 of 200-character Idempotency-Keys',
      run: (duration) =>
        Promise.all([
          ...[a, b, c].map((s) => uploads(origin, s, sellerId, 1)(duration)),
          autocannon({
            url: `${origin}/api/changes`,
            method: 'POST',
            connections: 3,
            duration,
            headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
            body: changeBatch(a, sellerId),
          }),
          autocannon({
            url: `${origin}/api/chat/customer/send-message-to-seller`,
            method: 'POST',
            connections: 2,
            duration,
            headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ userId: b.id, sellerId, name: 'Flood', text: 'hello' }),
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  headers: {
                    ...request.headers,
                    'idempotency-key': `${random()}${'k'.repeat(200)}`.slice(0, 200),
                  },
                }),
              },
            ],
          }),
        ]),
    },
    {
      name: '40 parallel 5 MB uploads from 14 shoppers',
      run: (duration) =>
        Promise.all(shoppers.map((s, i) => uploads(origin, s, sellerId, i < 12 ? 3 : 2)(duration))),
    },
  ];
}
