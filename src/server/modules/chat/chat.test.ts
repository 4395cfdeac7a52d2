import type { AppDeps } from '../../http/context';
import { sql } from 'drizzle-orm';
import { english } from '@shared/said';
import { SELLER_DEMO_PASSWORD, ensureSellerChatPasswords, sellerLogin } from './seller-login';
import { tooManyMessages } from './service';
import { testConfig } from '../../test/test-config';
import type { DomainError } from '../../domain-error';
import { statusOf } from '../../http/errors';
import { SessionTokens } from '../../http/session-tokens';
import { sellers } from '../../db/schema';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';

let t: TestApp;
let sellerId: string;
let otherSellerId: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  const rows = (await t.db.execute(sql`select id from sellers order by shop_name limit 2`))
    .rows as { id: string }[];
  sellerId = rows[0]!.id;
  otherSellerId = rows[1]!.id;
});
afterAll(() => t.close());

const open = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/chat/customer/add-customer-friend', payload, headers });
const send = (payload: object, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/customer/send-message-to-seller',
    payload,
    headers,
  });

describe('chat REST', () => {
  it('needs a signed-in customer', async () => {
    expect((await open({ userId: '00000000-0000-4000-8000-000000000000' }, {})).statusCode).toBe(
      401,
    );
  });

  it('opens a thread, stores a message verbatim with the database names, and lists sellers latest first', async () => {
    const c = await registerCustomer(t.app);
    const empty = (await open({ userId: c.id }, c.headers)).json();
    expect(empty).toEqual({ messages: [], currentFd: null, myFriends: [] });
    const opened = (await open({ userId: c.id, sellerId }, c.headers)).json();
    expect(opened.messages).toEqual([]);
    expect(opened.currentFd).toMatchObject({ fdId: sellerId, unread: 0 });
    const text = '<script>alert(1)</script>';
    const sent = await send(
      { userId: c.id, sellerId, text: `  ${text} `, name: 'Forged Name' },
      c.headers,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({
      senderId: c.id,
      senderName: 'Asha Verma',
      receverId: sellerId,
      message: text,
      image: null,
    });
    await send(
      { userId: c.id, sellerId: otherSellerId, text: 'Hello other shop', name: 'x' },
      c.headers,
    );
    const list = (await open({ userId: c.id }, c.headers)).json();
    expect(list.myFriends.map((f: { fdId: string }) => f.fdId)).toEqual([otherSellerId, sellerId]);
    const again = (await open({ userId: c.id, sellerId }, c.headers)).json();
    expect(again.messages.map((m: { message: string }) => m.message)).toEqual([text]);
  });

  it('counts seller messages the customer has not read, and opening the thread reads them', async () => {
    const c = await registerCustomer(t.app);
    await send({ userId: c.id, sellerId, text: 'Is this in stock?', name: 'x' }, c.headers);
    await t.db.execute(
      sql`insert into chat_messages (customer_id, seller_id, sender, message) values (${c.id}, ${sellerId}, 'seller', 'Yes')`,
    );
    expect((await open({ userId: c.id }, c.headers)).json().myFriends[0]).toMatchObject({
      fdId: sellerId,
      unread: 1,
    });
    const opened = (await open({ userId: c.id, sellerId }, c.headers)).json();
    expect(opened.messages.map((m: { senderId: string }) => m.senderId)).toEqual([c.id, sellerId]);
    expect((await open({ userId: c.id }, c.headers)).json().myFriends[0].unread).toBe(0);
  });

  it('stores a replayed send (same Idempotency-Key) once', async () => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'chat_messages');
    const headers = { ...c.headers, 'idempotency-key': 'chat-replay-1' };
    const a = await send({ userId: c.id, sellerId, text: 'Once', name: 'x' }, headers);
    const b = await send({ userId: c.id, sellerId, text: 'Once', name: 'x' }, headers);
    expect(b.json()).toEqual(a.json());
    expect(await rowCount(t.db, 'chat_messages')).toBe(before + 1);
  });

  it('stores a message under its Idempotency-Key when that is a free UUID, else under an id of its own', async () => {
    const c = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const key = crypto.randomUUID();
    const sent = (payload: object, who: typeof c, k: string) =>
      send(payload, { ...who.headers, 'idempotency-key': k }).then((r) => r.json().message._id);
    // The device shows the waiting message under its key: the stored message is named by it.
    expect(await sent({ userId: c.id, sellerId, text: 'Mine', name: 'x' }, c, key)).toBe(key);
    // Another shopper's key that is taken, and a key that is no UUID: the message is stored all the same.
    const taken = await sent({ userId: other.id, sellerId, text: 'Theirs', name: 'x' }, other, key);
    expect(taken).not.toBe(key);
    const plain = await sent({ userId: c.id, sellerId, text: 'Plain', name: 'x' }, c, 'not-a-uuid');
    expect(plain).not.toBe('not-a-uuid');
    const thread = (await open({ userId: other.id, sellerId }, other.headers)).json();
    expect(
      thread.messages.map((m: { _id: string; message: string }) => [m._id, m.message]),
    ).toEqual([[taken, 'Theirs']]);
    const mine = (await open({ userId: c.id, sellerId }, c.headers)).json();
    expect(mine.messages.map((m: { _id: string }) => m._id)).toEqual([key, plain]);
  });

  it.each([
    ['empty text', { text: '' }, 400],
    ['whitespace text', { text: '   ' }, 400],
    ['1,001 characters', { text: 'a'.repeat(1001) }, 400],
    ['an unknown seller', { sellerId: '00000000-0000-4000-8000-000000000000' }, 404],
    ['another customer as sender', { userId: '00000000-0000-4000-8000-000000000001' }, 403],
  ])('refuses %s with a clear error, storing nothing', async (_name, change, status) => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'chat_messages');
    const res = await send({ userId: c.id, sellerId, text: 'Hi', name: 'x', ...change }, c.headers);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
    expect(await rowCount(t.db, 'chat_messages')).toBe(before);
  });

  it('refuses a customer id as sellerId, and an unknown seller when opening a thread', async () => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'chat_friends');
    const res = await open({ userId: c.id, sellerId: c.id }, c.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Seller not found',
      messageKey: 'server_seller_not_found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect(
      (await send({ userId: c.id, sellerId: c.id, text: 'Hi', name: 'x' }, c.headers)).statusCode,
    ).toBe(404);
    expect(await rowCount(t.db, 'chat_friends')).toBe(before);
  });
});

describe('a message about a product (a chat opened from its page)', () => {
  /** Two products of two different sellers, as the database has them. */
  async function twoSellersProducts() {
    const rows = (
      await t.db.execute(
        sql`select distinct on (seller_id) id, seller_id as "sellerId", name, slug, images[1] as image, discounted_price as price from products order by seller_id, id limit 2`,
      )
    ).rows as {
      id: string;
      sellerId: string;
      name: string;
      slug: string;
      image: string | null;
      price: number;
    }[];
    expect(rows).toHaveLength(2);
    return rows as [(typeof rows)[0], (typeof rows)[0]];
  }

  it('stores the product with the message and answers its card as the database has it', async () => {
    const [p] = await twoSellersProducts();
    const c = await registerCustomer(t.app);
    const sent = await send(
      {
        userId: c.id,
        sellerId: p.sellerId,
        text: 'Is this available?',
        name: 'x',
        productId: p.id,
      },
      c.headers,
    );
    expect(sent.statusCode).toBe(200);
    const card = { _id: p.id, name: p.name, slug: p.slug, image: p.image, price: p.price };
    expect(sent.json().message).toMatchObject({ message: 'Is this available?', product: card });
    const stored = await t.db.execute(
      sql`select product_id from chat_messages where id = ${sent.json().message._id}`,
    );
    expect(stored.rows).toEqual([{ product_id: p.id }]);
    const thread = (await open({ userId: c.id, sellerId: p.sellerId }, c.headers)).json();
    expect(thread.messages.map((m: { product: unknown }) => m.product)).toEqual([card]);
    const plain = await send(
      { userId: c.id, sellerId: p.sellerId, text: 'And', name: 'x' },
      c.headers,
    );
    expect(plain.json().message.product).toBeNull();
  });

  it.each([
    ['another seller’s product', 'other', 400, english('server_not_sellers_product')],
    ['an unknown product', 'unknown', 404, english('server_product_not_found')],
  ] as const)(
    'refuses %s with a clear error, storing nothing',
    async (_n, which, status, error) => {
      const [p, other] = await twoSellersProducts();
      const productId = which === 'other' ? other.id : '00000000-0000-4000-8000-0000000000aa';
      const c = await registerCustomer(t.app);
      const before = await rowCount(t.db, 'chat_messages');
      const friendsBefore = await rowCount(t.db, 'chat_friends');
      const res = await send(
        { userId: c.id, sellerId: p.sellerId, text: 'Is this available?', name: 'x', productId },
        c.headers,
      );
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
      expect(await rowCount(t.db, 'chat_messages')).toBe(before);
      expect(await rowCount(t.db, 'chat_friends')).toBe(friendsBefore);
    },
  );

  it('refuses a product id that is not an id', async () => {
    const [p] = await twoSellersProducts();
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'chat_messages');
    const res = await send(
      { userId: c.id, sellerId: p.sellerId, text: 'Hi', name: 'x', productId: 'saree-1' },
      c.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(await rowCount(t.db, 'chat_messages')).toBe(before);
  });
});

describe('seller chat login', () => {
  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/chat/seller/login', payload });
  const sellerEmail = async () =>
    (
      (await t.db.execute(sql`select email from sellers where id = ${sellerId}`)).rows[0] as {
        email: string;
      }
    ).email;

  it('signs a seeded seller in with the demo password; the token is refused by customer endpoints', async () => {
    const res = await login({ email: await sellerEmail(), password: SELLER_DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller._id).toBe(sellerId);
    const headers = { authorization: `Bearer ${res.json().token}` };
    const refused = await open({ userId: sellerId }, headers);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a wrong password, then locks the account after the limit with 429', async () => {
    const email = await sellerEmail();
    const wrong = await login({ email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(english('server_bad_credentials'));
    for (let i = 0; i < 12; i++) await login({ email, password: 'nope' });
    const locked = await login({ email, password: SELLER_DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
  });
});

describe('seller demo password outside production only', () => {
  const production = testConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
  const deps = (config = production) =>
    // Seller sign-in reads only these of the app's dependencies.
    ({ db: t.db, config, tokens: new SessionTokens(config.JWT_SECRET) }) as unknown as AppDeps;
  const email = async () =>
    (
      (await t.db.execute(sql`select email from sellers where id = ${otherSellerId}`)).rows[0] as {
        email: string;
      }
    ).email;

  it('in production the published password opens no seller chat, even one given it before', async () => {
    const demo = { email: await email(), password: SELLER_DEMO_PASSWORD };
    await expect(sellerLogin(deps(t.config), demo, '198.51.100.7')).resolves.toMatchObject({
      seller: { _id: otherSellerId },
    });
    await expect(sellerLogin(deps(), demo, '198.51.100.7')).rejects.toSatisfy(
      (error: DomainError) => statusOf(error.code) === 401,
    );
  });

  it('in production sellers without a chat password are not given the demo one', async () => {
    await t.db.update(sellers).set({ chatPasswordHash: null });
    await ensureSellerChatPasswords(t.db, production);
    expect(
      (
        await t.db.execute(
          sql`select count(*)::int as n from sellers where chat_password_hash is not null`,
        )
      ).rows[0],
    ).toEqual({ n: 0 });
    await ensureSellerChatPasswords(t.db, t.config);
    expect(
      (
        await t.db.execute(
          sql`select count(*)::int as n from sellers where chat_password_hash is null`,
        )
      ).rows[0],
    ).toEqual({ n: 0 });
  });
});

describe('REST send limit', () => {
  it('answers 429 past the per-customer limit with a clear error and stores nothing more', async () => {
    const c = await registerCustomer(t.app);
    const limit = t.config.CHAT_SENDS_PER_10_SECONDS;
    const before = await rowCount(t.db, 'chat_messages');
    for (let i = 0; i < limit; i++)
      expect(
        (await send({ userId: c.id, sellerId, text: `n${i}`, name: 'x' }, c.headers)).statusCode,
      ).toBe(200);
    const over = await send(
      { userId: c.id, sellerId, text: 'one too many', name: 'x' },
      { ...c.headers, 'idempotency-key': 'over-the-limit' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      error: english(tooManyMessages),
      messageKey: tooManyMessages,
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(await rowCount(t.db, 'chat_messages')).toBe(before + limit);
  });
});
