import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { SELLER_DEMO_PASSWORD } from '../modules/chat/seller-login';
import { messageKeys } from '@shared/api/message-keys';
import { english } from '@shared/said';
import type { ChatRefusal, HandshakeRefusal } from '@shared/socket-events';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../test/test-app';
import { MAX_SOCKETS_PER_ACCOUNT } from './chat-server';

let t: TestApp;
let url: string;
let sellerId: string;
let sellerToken: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const row = (await t.db.execute(sql`select id, email from sellers order by shop_name limit 1`))
    .rows[0] as { id: string; email: string };
  sellerId = row.id;
  sellerToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/seller/login',
      payload: { email: row.email, password: SELLER_DEMO_PASSWORD },
    })
  ).json().token;
});
afterEach(() => sockets.splice(0).forEach((s) => s.close()));
afterAll(() => t.close());

function open(token?: string, extraHeaders: Record<string, string> = {}): Socket {
  const s = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders,
    reconnection: false,
  });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((ok, fail) => {
    s.once('connect', ok);
    s.once('connect_error', fail);
  });
const refusal = (s: Socket) =>
  new Promise<string>((ok) => s.once('connect_error', (e) => ok(e.message)));
/** The refusal's code, what a client branches on (socket-events.ts: HandshakeRefusal). */
const refusalCode = (s: Socket) =>
  new Promise<unknown>((ok) =>
    s.once('connect_error', (e) => ok((e as { data?: { code?: unknown } }).data?.code)),
  );
/** A refused handshake's words and what its `data` says (the code, the text's key). */
const refusalData = (s: Socket) =>
  new Promise<{ error: string } & Partial<HandshakeRefusal>>((ok) =>
    s.once('connect_error', (e) =>
      ok({ error: e.message, ...(e as { data?: HandshakeRefusal }).data }),
    ),
  );
const next = <T>(s: Socket, event: string) => new Promise<T>((ok) => s.once(event, ok));

/** A new shopper who has opened a conversation with the seller. */
async function shopperInConversation() {
  const c = await registerCustomer(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/chat/customer/add-customer-friend',
    headers: c.headers,
    payload: { userId: c.id, sellerId },
  });
  return c;
}

/** A new shopper who has opened a conversation with the seller, and the seller's socket. */
async function conversationWithSeller() {
  const c = await shopperInConversation();
  const seller = open(sellerToken);
  await connected(seller);
  return { c, seller };
}

describe('chat socket', () => {
  it('refuses a handshake without a token, with a forged token, and from another site', async () => {
    expect(await refusal(open())).toBe('Sign in to chat');
    expect(await refusalCode(open())).toBe('UNAUTHORIZED');
    expect(await refusalCode(open('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.forged'))).toBe(
      'UNAUTHORIZED',
    );
    expect(await refusal(open('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.forged'))).toBe(
      'Invalid token specified',
    );
    const c = await registerCustomer(t.app);
    expect(await refusal(open(c.token, { origin: 'https://evil.example' }))).toBe(
      'Cross-site connection refused',
    );
    expect(await refusalCode(open(c.token, { origin: 'https://evil.example' }))).toBe('FORBIDDEN');
  });

  it('relays both ways: a REST send reaches the seller, the seller answer reaches the customer; activeSeller follows the seller', async () => {
    const c = await registerCustomer(t.app);
    const customer = open(c.token);
    await connected(customer);
    const firstList = next<{ sellerId: string }[]>(customer, 'activeSeller');
    expect(await customer.emitWithAck('add_user', c.id, {})).toEqual({ ok: true });
    expect(await firstList).toEqual([]);
    const online = next<{ sellerId: string }[]>(customer, 'activeSeller');
    const seller = open(sellerToken);
    await connected(seller);
    expect(await online).toEqual([{ sellerId }]);

    const incoming = next<{ message: string; senderId: string }>(seller, 'customer_message');
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: c.headers,
      payload: { userId: c.id, sellerId, text: 'Do you ship to Pune?', name: 'x' },
    });
    expect(await incoming).toMatchObject({ message: 'Do you ship to Pune?', senderId: c.id });

    const answer = next<{ message: string; senderId: string }>(customer, 'seller_message');
    const ack = await seller.emitWithAck('send_seller_message', {
      receverId: c.id,
      text: 'Yes, in 3 days',
    });
    expect(ack.ok).toBe(true);
    expect(await answer).toMatchObject({ message: 'Yes, in 3 days', senderId: sellerId });

    const offline = next<{ sellerId: string }[]>(customer, 'activeSeller');
    seller.close();
    expect(await offline).toEqual([]);
  });

  it('keeps roles apart: a customer cannot send as a seller, a seller cannot add_user, add_user names only its own id', async () => {
    const c = await registerCustomer(t.app);
    const customer = open(c.token);
    await connected(customer);
    const before = await rowCount(t.db, 'chat_messages');
    expect(
      await customer.emitWithAck('send_seller_message', { receverId: c.id, text: 'Hi' }),
    ).toEqual({ error: 'Only a seller can send this', messageKey: 'server_chat_sellers_only' });
    expect(
      await customer.emitWithAck('add_user', '00000000-0000-4000-8000-000000000000', {}),
    ).toEqual({ error: 'Not your account', messageKey: 'server_chat_not_your_account' });
    const seller = open(sellerToken);
    await connected(seller);
    expect(await seller.emitWithAck('add_user', c.id, {})).toEqual({
      error: 'Not your account',
      messageKey: 'server_chat_not_your_account',
    });
    expect(
      await seller.emitWithAck('send_seller_message', {
        receverId: c.id,
        text: 'Not a friend yet',
      }),
    ).toEqual({ error: 'Customer not found' });
    expect(
      await seller.emitWithAck('send_seller_message', { receverId: c.id, text: '   ' }),
    ).toEqual({ error: 'Message must not be empty' });
    expect(await rowCount(t.db, 'chat_messages')).toBe(before);
  });

  it('refuses a NUL in any event as REST does, before any query runs', async () => {
    const c = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: c.headers,
      payload: { userId: c.id, sellerId, text: 'Is the blue one in stock?', name: 'x' },
    });
    const seller = open(sellerToken);
    await connected(seller);
    const before = await rowCount(t.db, 'chat_messages');
    expect(
      await seller.emitWithAck('send_seller_message', { receverId: c.id, text: 'Yes\u0000' }),
    ).toEqual({ error: 'send_seller_message.0.text: text must not contain NUL characters' });
    const customer = open(c.token);
    await connected(customer);
    expect(await customer.emitWithAck('add_user', c.id, { name: 'A\u0000' })).toEqual({
      error: 'add_user.1.name: text must not contain NUL characters',
    });
    expect(await rowCount(t.db, 'chat_messages')).toBe(before);
  });

  it('refuses an account more than MAX_SOCKETS_PER_ACCOUNT sockets at once; a closed one frees its place', async () => {
    const c = await registerCustomer(t.app);
    const first = Array.from({ length: MAX_SOCKETS_PER_ACCOUNT }, () => open(c.token));
    await Promise.all(first.map(connected));
    expect(await refusal(open(c.token))).toBe('Too many open chat connections');
    expect(await refusalCode(open(c.token))).toBe('TOO_MANY_REQUESTS');
    // Another account is not affected.
    const other = await registerCustomer(t.app);
    await connected(open(other.token));
    first[0]!.close();
    await new Promise((r) => setTimeout(r, 100));
    await connected(open(c.token));
  });

  it('an account whose sockets left during their handshakes can still connect (places are counted only once connected)', async () => {
    const c = await registerCustomer(t.app);
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT + 5; i++) {
      const s = open(c.token);
      // Gone as soon as its handshake is on its way: the server is still checking the token.
      s.io.once('open', () => setImmediate(() => s.close()));
    }
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_ACCOUNT }, () => connected(open(c.token))),
    );
  });

  it('closes a socket that sends an event larger than any chat event, and lives on', async () => {
    const c = await shopperInConversation();
    const customer = open(c.token);
    await connected(customer);
    const closed = next<string>(customer, 'disconnect');
    customer.emit('send_customer_message', {
      senderId: c.id,
      receverId: sellerId,
      text: 'x'.repeat(100 * 1024),
    });
    expect(await closed).toBe('transport close');
    const again = open(c.token);
    await connected(again);
  });

  it('survives events with a non-function acknowledgement or an id the database refuses, and says what went wrong', async () => {
    const c = await shopperInConversation();
    const customer = open(c.token);
    await connected(customer);
    // A number or a string where the acknowledgement goes: calling it would throw inside the server.
    // The typed socket would refuse these, so the test sends them through an untyped one.
    const raw = customer as unknown as { emit: (event: string, ...args: unknown[]) => void };
    raw.emit('add_user', 'x', {}, 5);
    raw.emit('send_customer_message', { senderId: 'x' }, 'not a function');
    raw.emit('send_seller_message', {}, 7);
    const seller = open(sellerToken);
    await connected(seller);
    // 36 dashes pass a loose pattern but not PostgreSQL's uuid input.
    expect(
      await seller.emitWithAck('send_seller_message', { receverId: '-'.repeat(36), text: 'hi' }),
    ).toEqual({ error: 'Customer not found' });
    // Upper case is the same id: stored and delivered live to the customer's room.
    expect(await customer.emitWithAck('add_user', c.id, {})).toEqual({ ok: true });
    const live = next<{ message: string }>(customer, 'seller_message');
    expect(
      (
        await seller.emitWithAck('send_seller_message', {
          receverId: c.id.toUpperCase(),
          text: 'Upper case id',
        })
      ).ok,
    ).toBe(true);
    expect(await live).toMatchObject({ message: 'Upper case id' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it("a logout or a profile change disconnects that session's sockets; a password change disconnects every socket of the account", async () => {
    const c = await registerCustomer(t.app);
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/customer-login',
          payload: { email: c.email, password: 'correct horse' },
        })
      ).json().token as string;
    const [phone, laptop, tablet] = [await login(), await login(), await login()];
    const onPhone = open(phone);
    const onLaptop = open(laptop);
    const onTablet = open(tablet);
    await Promise.all([connected(onPhone), connected(onLaptop), connected(onTablet)]);
    const phoneGone = next<string>(onPhone, 'disconnect');
    await t.app.inject({
      url: '/api/customer/logout',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(await phoneGone).toBe('io server disconnect');
    expect(onLaptop.connected).toBe(true);

    // A profile change revokes the token it was made with (a new one comes back): that socket goes.
    const tabletGone = next<string>(onTablet, 'disconnect');
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/customer/update-user-profile',
      headers: { authorization: `Bearer ${tablet}` },
      payload: { name: 'Asha V', email: c.email },
    });
    expect(updated.statusCode).toBe(200);
    expect(await tabletGone).toBe('io server disconnect');
    expect(onLaptop.connected).toBe(true);

    const laptopGone = next<string>(onLaptop, 'disconnect');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/change-password',
      headers: { authorization: `Bearer ${laptop}` },
      payload: { oldPassword: 'correct horse', newPassword: 'another horse 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await laptopGone).toBe('io server disconnect');
    // The old tokens open no socket any more; the new one does.
    expect(await refusal(open(laptop))).not.toBe('');
    await connected(open(changed.json().token));
  });

  it('stores only the per-second limit of 50 seller messages sent at once; the rest are told to slow down', async () => {
    const { c, seller } = await conversationWithSeller();
    const before = await rowCount(t.db, 'chat_messages');
    const acks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        seller.emitWithAck('send_seller_message', { receverId: c.id, text: `m${i}` }),
      ),
    );
    const refused = acks.filter((a) => a.error === 'Too many messages, slow down').length;
    const stored = (await rowCount(t.db, 'chat_messages')) - before;
    expect(stored + refused).toBe(50);
    // 10 at once and 10 a second after: the burst reaches the server within a few hundred
    // milliseconds even on a loaded machine, so far fewer than 50 get through.
    expect(stored).toBeLessThanOrEqual(20);
    expect(refused).toBeGreaterThanOrEqual(30);
  });

  it("stores a seller's answer sent again with the same messageId once, and refuses the id for anything else", async () => {
    const { c, seller } = await conversationWithSeller();
    const before = await rowCount(t.db, 'chat_messages');
    const messageId = randomUUID();
    const answer = { receverId: c.id, text: 'Yes, size L is in stock', messageId };
    const first = await seller.emitWithAck('send_seller_message', answer);
    // Sent again, as after a lost acknowledgement, with the id in capitals as some clients write it.
    const again = await seller.emitWithAck('send_seller_message', {
      ...answer,
      messageId: messageId.toUpperCase(),
    });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(first.message._id).toBe(messageId);
    expect(await rowCount(t.db, 'chat_messages')).toBe(before + 1);

    expect(
      await seller.emitWithAck('send_seller_message', { ...answer, text: 'Another answer' }),
    ).toEqual({ error: 'This message id belongs to another message' });
    expect(
      await seller.emitWithAck('send_seller_message', { ...answer, messageId: 'not-an-id' }),
    ).toMatchObject({ error: expect.stringMatching(/^messageId: /) });
    expect(await rowCount(t.db, 'chat_messages')).toBe(before + 1);
  });
});

/**
 * A shopper's tab shows a socket's refusal in its page's language, written from the key the
 * refusal carries, as every HTTP answer does: an English sentence without a key would show
 * English on a Hindi page. Each refusal a shopper's socket can get, handshake or event.
 */
describe("the chat socket's refusals a shopper may read", () => {
  const keyed = (refusal: ChatRefusal) => {
    expect(refusal.messageKey, refusal.error).toBeDefined();
    expect(messageKeys).toContain(refusal.messageKey);
    expect(refusal.error).toBe(english(refusal.messageKey!, refusal.messageParams));
  };

  it('carry their text by key at the handshake', async () => {
    const c = await registerCustomer(t.app);
    const refusals = await Promise.all([
      refusalData(open()),
      refusalData(open('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.forged')),
      refusalData(open(c.token, { origin: 'https://evil.example' })),
    ]);
    refusals.forEach(keyed);
    expect(refusals.map((r) => r.messageKey)).toEqual([
      'server_chat_sign_in',
      'account_invalid_token',
      'server_chat_cross_site',
    ]);
    const crowded = await registerCustomer(t.app);
    await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_ACCOUNT }, () => connected(open(crowded.token))),
    );
    const tooMany = await refusalData(open(crowded.token));
    keyed(tooMany);
    expect(tooMany).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'server_chat_too_many_connections',
    });
  });

  it("carry their text by key in an event's acknowledgement", async () => {
    const c = await registerCustomer(t.app);
    const customer = open(c.token);
    await connected(customer);
    const someoneElse = '00000000-0000-4000-8000-000000000000';
    const refusals = [
      await customer.emitWithAck('add_user', someoneElse, {}),
      await customer.emitWithAck('send_customer_message', {
        _id: someoneElse,
        senderId: someoneElse,
        receverId: sellerId,
        message: 'Hi',
      } as never),
      await customer.emitWithAck('send_seller_message', { receverId: c.id, text: 'Hi' }),
    ] as ChatRefusal[];
    refusals.forEach(keyed);
  });
});
