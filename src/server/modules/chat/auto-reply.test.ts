import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { SELLER_DEMO_PASSWORD } from './seller-login';
import { autoReplyText } from './auto-reply';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';

let t: TestApp;
let sellers: { id: string; email: string; shop_name: string }[];
let seller: Socket | null = null;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8, config: { CHAT_AUTO_REPLY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  sellers = (
    await t.db.execute(sql`select id, email, shop_name from sellers order by shop_name limit 3`)
  ).rows as typeof sellers;
});
afterAll(async () => {
  seller?.close();
  await t.close();
});

const send = (c: Awaited<ReturnType<typeof registerCustomer>>, sellerId: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/customer/send-message-to-seller',
    headers: c.headers,
    payload: { userId: c.id, sellerId, text, name: 'x' },
  });
const thread = async (c: Awaited<ReturnType<typeof registerCustomer>>, sellerId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      headers: c.headers,
      payload: { userId: c.id, sellerId },
    })
  ).json().messages as { senderId: string; message: string }[];

describe('demo seller auto-reply (sandbox)', () => {
  it('answers a burst of messages to an offline seller once, as the seller, in the thread', async () => {
    const c = await registerCustomer(t.app);
    const shop = sellers[0]!;
    await send(c, shop.id, 'Is this in stock?');
    await send(c, shop.id, 'And in blue?');
    await vi.waitFor(async () => expect((await thread(c, shop.id)).length).toBe(3), {
      timeout: 8000,
      interval: 200,
    });
    const messages = await thread(c, shop.id);
    expect(messages[2]).toMatchObject({
      senderId: shop.id,
      message: autoReplyText(shop.shop_name),
    });
    // Within the quiet time a further message gets no second automatic answer.
    await send(c, shop.id, 'Hello?');
    const other = await registerCustomer(t.app);
    await send(other, shop.id, 'Marker');
    await vi.waitFor(async () => expect((await thread(other, shop.id)).length).toBe(2), {
      timeout: 8000,
      interval: 200,
    });
    expect((await thread(c, shop.id)).filter((m) => m.senderId === shop.id)).toHaveLength(1);
  });

  it('answers a shopper who signed in on the Hindi pages in Hindi', async () => {
    const c = await registerCustomer(t.app);
    await t.db.execute(sql`update customers set locale = 'hi' where id = ${c.id}`);
    const shop = sellers[2]!;
    await send(c, shop.id, 'क्या यह स्टॉक में है?');
    await vi.waitFor(async () => expect((await thread(c, shop.id)).length).toBe(2), {
      timeout: 8000,
      interval: 200,
    });
    expect((await thread(c, shop.id))[1]!.message).toBe(autoReplyText(shop.shop_name, 'hi'));
    expect(autoReplyText(shop.shop_name, 'hi')).toMatch(/^आपके मैसेज के लिए धन्यवाद!/);
  });

  it('leaves a seller who is online to answer himself', async () => {
    const online = sellers[1]!;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/seller/login',
        payload: { email: online.email, password: SELLER_DEMO_PASSWORD },
      })
    ).json().token;
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    seller = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((ok, fail) => {
      seller!.once('connect', ok);
      seller!.once('connect_error', fail);
    });
    const c = await registerCustomer(t.app);
    await send(c, online.id, 'Anyone there?');
    // A message to an offline shop sent just after: its answer comes after the online seller's
    // decision (same delay, timers fire in order, and that decision needs no database).
    await send(c, sellers[0]!.id, 'Marker');
    await vi.waitFor(async () => expect((await thread(c, sellers[0]!.id)).length).toBe(2), {
      timeout: 8000,
      interval: 200,
    });
    expect(await thread(c, online.id)).toHaveLength(1);
  });
});
