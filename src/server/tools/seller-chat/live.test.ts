import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { formatRupees } from '@shared/rules/currency';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let seller: { id: string; shopName: string };
let cli: ChildProcessWithoutNullStreams | undefined;
let customer: Socket | undefined;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  seller = (
    await t.db.execute(
      sql`select id, shop_name as "shopName" from sellers where exists (select 1 from products p where p.seller_id = sellers.id) order by shop_name limit 1`,
    )
  ).rows[0] as typeof seller;
});
afterAll(async () => {
  customer?.close();
  cli?.kill();
  await t.close();
});

/** Resolves once the client's output so far contains `text`; the output read so far. */
function outputContaining(child: ChildProcessWithoutNullStreams, text: string): Promise<string> {
  let out = '';
  return new Promise((ok) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) ok(out);
    };
    child.stdout.on('data', read);
  });
}

describe('npm run seller-chat against a live server', () => {
  it("signs in by shop name, prints a customer's message with name and time, and its plain answer reaches the customer", async () => {
    cli = spawn(
      'npx',
      ['tsx', 'scripts/seller-chat.ts', '--seller', seller.shopName, '--url', url],
      { env: { ...process.env, SELLER_PASSWORD: '' } },
    );
    await outputContaining(cli, `Signed in as ${seller.shopName}`);

    const c = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      headers: c.headers,
      payload: { userId: c.id, sellerId: seller.id },
    });
    customer = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: c.token },
      reconnection: false,
    });
    await customer.emitWithAck('add_user', c.id, {});

    const printed = outputContaining(cli, 'Do you ship to Pune?');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: c.headers,
      payload: { userId: c.id, sellerId: seller.id, text: 'Do you ship to Pune?', name: 'x' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await printed).toMatch(/\[\d\d:\d\d\] Asha Verma: Do you ship to Pune\?/);

    // A chat opened from a product page: the seller sees which product, its price and its page.
    const product = (
      await t.db.execute(
        sql`select id, name, slug, discounted_price as price from products where seller_id = ${seller.id} limit 1`,
      )
    ).rows[0] as { id: string; name: string; slug: string; price: number };
    const about = outputContaining(cli, `/product/details/${product.slug}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: c.headers,
      payload: {
        userId: c.id,
        sellerId: seller.id,
        text: 'Is this available?',
        name: 'x',
        productId: product.id,
      },
    });
    expect(await about).toContain(
      `Is this available?\n    about: ${product.name}, ${formatRupees(product.price)}, ${url}/product/details/${product.slug}`,
    );

    const answer = new Promise<{ message: string; senderId: string }>((ok) =>
      customer!.once('seller_message', ok),
    );
    cli.stdin.write('Yes, in 3 days\n');
    expect(await answer).toMatchObject({ message: 'Yes, in 3 days', senderId: seller.id });
  }, 60_000);
});
