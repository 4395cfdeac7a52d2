import { sql } from 'drizzle-orm';
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
 * The adapter's LISTEN connection dies (PostgreSQL restarted, the backend terminated): the
 * process must live on and chat between instances must come back by itself. PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'the chat adapter after its LISTEN connection is terminated',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof createSecondInstance>>;
    const sockets: Socket[] = [];
    afterAll(async () => {
      sockets.forEach((s) => s.close());
      await second?.close();
      await first?.close();
    });

    const open = async (app: TestApp['app'], token: string) => {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      const s = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(s);
      await new Promise<void>(
        (ok, fail) => (s.once('connect', () => ok()), s.once('connect_error', fail)),
      );
      return s;
    };

    it('keeps the process up and carries a seller answer across instances again', async () => {
      first = await createTestApp({ seedProducts: 8 });
      second = await createSecondInstance(first);
      const [row] = (await first.db.execute(sql`select id, email from sellers limit 1`)).rows as {
        id: string;
        email: string;
      }[];
      const login = await first.app.inject({
        method: 'POST',
        url: '/api/chat/seller/login',
        payload: { email: row!.email, password: SELLER_DEMO_PASSWORD },
      });
      const seller = await open(second.app, login.json().token);
      const asha = await registerCustomer(first.app);
      const customer = await open(first.app, asha.token);
      await customer.emitWithAck('add_user', asha.id, {});
      await first.app.inject({
        method: 'POST',
        url: '/api/chat/customer/send-message-to-seller',
        headers: asha.headers,
        payload: { userId: asha.id, sellerId: row!.id, text: 'Hello', name: 'x' },
      });

      const listeners = async () =>
        (
          await first.db.execute(
            sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN "socket.io%'`,
          )
        ).rows as { pid: number }[];
      await vi.waitFor(async () => expect((await listeners()).length).toBe(2), { timeout: 10_000 });
      expect(first.deps.readiness.chatRelayDownMs()).toBe(0);
      const terminated = (await listeners()).map(({ pid }) => pid);
      for (const pid of terminated)
        await first.db.execute(sql`select pg_terminate_backend(${pid})`);
      // Readiness knows the relay is down (and how long), until the adapter listens again.
      await vi.waitFor(() => expect(first.deps.readiness.chatRelayDownMs()).toBeGreaterThan(0));

      // Both instances listen again by themselves (the adapter retries every few seconds), on
      // new connections: a terminated backend can linger in pg_stat_activity for a moment.
      const fresh = async () => (await listeners()).filter(({ pid }) => !terminated.includes(pid));
      await vi.waitFor(async () => expect(await fresh()).toHaveLength(2), {
        timeout: 15_000,
        interval: 250,
      });
      await vi.waitFor(() => expect(first.deps.readiness.chatRelayDownMs()).toBe(0));
      const answer = new Promise<{ message: string }>((ok) => customer.once('seller_message', ok));
      const sent = await seller.emitWithAck('send_seller_message', {
        receverId: asha.id,
        text: 'Back again',
      });
      expect(sent.ok).toBe(true);
      expect(await answer).toMatchObject({ message: 'Back again' });
    }, 40_000);

    it('answers presence from what is known while another instance does not answer', async () => {
      // The second instance stops hearing the others for a moment (its LISTEN connection is
      // terminated), as a crashed one would: a join on the first must not fail waiting for it.
      const asha = await registerCustomer(first.app);
      const customer = await open(first.app, asha.token);
      const [{ pid }] = (
        await first.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN "socket.io%' order by backend_start desc limit 1`,
        )
      ).rows as [{ pid: number }];
      await first.db.execute(sql`select pg_terminate_backend(${pid})`);
      const joins = await Promise.all([
        customer.emitWithAck('add_user', asha.id, {}),
        customer.emitWithAck('add_user', asha.id, {}),
      ]);
      expect(joins).toEqual([{ ok: true }, { ok: true }]);
    }, 20_000);
  },
);
