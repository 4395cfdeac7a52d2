import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { SELLER_DEMO_PASSWORD } from '../modules/chat/seller-login';
import { createTestApp, registerCustomer } from '../test/test-app';
import type * as ChatService from '../modules/chat/service';

// The seller's answer is held while the instance starts closing, as a rolling restart's SIGTERM
// would find it.
const answering = vi.hoisted(() => {
  let started!: () => void;
  return { started: new Promise<void>((resolve) => (started = resolve)), begin: () => started() };
});
vi.mock('../modules/chat/service', async (original) => {
  const service = await original<typeof ChatService>();
  return {
    ...service,
    answerCustomer: async (...args: Parameters<typeof service.answerCustomer>) => {
      answering.begin();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return service.answerCustomer(...args);
    },
  };
});

describe('closing an instance', () => {
  it("answers a seller's message under way before hanging up", async () => {
    const t = await createTestApp({ seedProducts: 4 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const row = (await t.db.execute(sql`select id, email from sellers order by shop_name limit 1`))
      .rows[0] as { id: string; email: string };
    const sellerToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/seller/login',
        payload: { email: row.email, password: SELLER_DEMO_PASSWORD },
      })
    ).json().token;
    const c = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: c.headers,
      payload: { userId: c.id, sellerId: row.id, text: 'Is size L in stock?', name: 'x' },
    });
    const seller = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: sellerToken },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        seller.once('connect', resolve);
        seller.once('connect_error', reject);
      });
      const acknowledged = seller
        .timeout(5_000)
        .emitWithAck('send_seller_message', { receverId: c.id, text: 'Yes, L is in stock' });
      await answering.started;
      const closed = t.close();
      expect(await acknowledged).toMatchObject({ ok: true });
      await closed;
    } finally {
      seller.close();
    }
  });
});
