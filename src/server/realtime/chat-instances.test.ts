import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SELLER_DEMO_PASSWORD } from '../modules/chat/seller-login';
import {
  createSecondInstance,
  createTestApp,
  registerCustomer,
  type TestApp,
} from '../test/test-app';

/**
 * Two server instances on one PostgreSQL database, as two processes behind a load balancer:
 * Socket.IO's PostgreSQL adapter must carry messages and presence between them. PGlite is one
 * process's database, so this runs only in the PostgreSQL run (TEST_DB_DRIVER=postgres).
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'chat across two instances on PostgreSQL',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof createSecondInstance>>;
    const urls: string[] = [];
    const sellers: { id: string; token: string }[] = [];
    const sockets: Socket[] = [];

    const listen = async (app: FastifyInstance) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    };

    beforeAll(async () => {
      first = await createTestApp({ seedProducts: 8 });
      second = await createSecondInstance(first);
      await listen(first.app);
      await listen(second.app);
      const rows = (
        await first.db.execute(sql`select id, email from sellers order by shop_name limit 2`)
      ).rows as { id: string; email: string }[];
      for (const row of rows) {
        const login = await first.app.inject({
          method: 'POST',
          url: '/api/chat/seller/login',
          payload: { email: row.email, password: SELLER_DEMO_PASSWORD },
        });
        sellers.push({ id: row.id, token: login.json().token });
      }
    });
    afterAll(async () => {
      sockets.forEach((s) => s.close());
      await second?.close();
      await first?.close();
    });

    function open(url: string, token: string): Promise<Socket> {
      const s = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(s);
      return new Promise((ok, fail) => {
        s.once('connect', () => ok(s));
        s.once('connect_error', fail);
      });
    }
    const next = <T>(s: Socket, event: string) => new Promise<T>((ok) => s.once(event, ok));
    const ids = (list: { sellerId: string }[]) => list.map((x) => x.sellerId).sort();

    /** The sellers a customer's socket is told are online, asked again until they are `expected` (instances learn of each other by heartbeat). */
    async function presenceBecomes(
      customer: Socket,
      customerId: string,
      expected: string[],
    ): Promise<string[]> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const answer = next<{ sellerId: string }[]>(customer, 'activeSeller');
        await customer.emitWithAck('add_user', customerId, {});
        const seen = ids(await answer);
        if (JSON.stringify(seen) === JSON.stringify(expected) || Date.now() > deadline) return seen;
        await new Promise((r) => setTimeout(r, 250));
      }
    }

    it('a customer on one instance and a seller on the other reach each other; presence is the union on both', async () => {
      const [sellerOne, sellerTwo] = sellers as [
        { id: string; token: string },
        { id: string; token: string },
      ];
      const both = [sellerOne.id, sellerTwo.id].sort();
      await open(urls[0]!, sellerOne.token);
      const sellerOnSecond = await open(urls[1]!, sellerTwo.token);

      const asha = await registerCustomer(first.app);
      const ashaSocket = await open(urls[0]!, asha.token);
      const ravi = await registerCustomer(second.app);
      const raviSocket = await open(urls[1]!, ravi.token);
      expect(await presenceBecomes(ashaSocket, asha.id, both)).toEqual(both);
      expect(await presenceBecomes(raviSocket, ravi.id, both)).toEqual(both);

      // Sent through the first instance's REST API; the seller's socket is on the second.
      const incoming = next<{ message: string; senderId: string }>(
        sellerOnSecond,
        'customer_message',
      );
      const sent = await first.app.inject({
        method: 'POST',
        url: '/api/chat/customer/send-message-to-seller',
        headers: asha.headers,
        payload: {
          userId: asha.id,
          sellerId: sellerTwo.id,
          text: 'Is the kurta cotton?',
          name: 'x',
        },
      });
      expect(sent.statusCode).toBe(200);
      expect(await incoming).toMatchObject({ message: 'Is the kurta cotton?', senderId: asha.id });

      // The seller answers on the second instance; the customer's socket is on the first.
      const answer = next<{ message: string; senderId: string }>(ashaSocket, 'seller_message');
      expect(
        (
          await sellerOnSecond.emitWithAck('send_seller_message', {
            receverId: asha.id,
            text: 'Yes, pure cotton',
          })
        ).ok,
      ).toBe(true);
      expect(await answer).toMatchObject({ message: 'Yes, pure cotton', senderId: sellerTwo.id });

      // The seller on the second instance leaves: customers on both instances are told.
      const ashaSees = next<{ sellerId: string }[]>(ashaSocket, 'activeSeller');
      const raviSees = next<{ sellerId: string }[]>(raviSocket, 'activeSeller');
      sellerOnSecond.close();
      expect(ids(await ashaSees)).toEqual([sellerOne.id]);
      expect(ids(await raviSees)).toEqual([sellerOne.id]);
    });

    it('an instance that stops closes only its own sockets, not those of the others', async () => {
      const leaving = await createSecondInstance(first);
      await leaving.app.listen({ port: 0, host: '127.0.0.1' });
      const leavingUrl = `http://127.0.0.1:${(leaving.app.server.address() as AddressInfo).port}`;
      const stays = await open(urls[0]!, sellers[0]!.token);
      const goes = await open(leavingUrl, sellers[1]!.token);
      const staysReasons: string[] = [];
      stays.on('disconnect', (reason) => staysReasons.push(reason));
      const gone = new Promise<string>((ok) => goes.once('disconnect', ok));
      await leaving.close();
      expect(await gone).toBe('io server disconnect');
      await new Promise((r) => setTimeout(r, 500));
      expect(staysReasons).toEqual([]);
      expect(stays.connected).toBe(true);
    });
  },
);

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('the shared adapter on shutdown', () => {
  it('gives its connection back when the server stops right after starting, so ending the pool does not hang', async () => {
    // Production settings start fastest (no demo passwords to hash), which is when the race showed.
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PAYMENT_WEBHOOK_SECRET: 'q'.repeat(20),
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    for (let i = 0; i < 3; i++) {
      const t = await createTestApp({ config: production });
      await t.close();
    }
  }, 20_000);
});
