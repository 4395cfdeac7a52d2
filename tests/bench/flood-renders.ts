import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { ogImagePath } from '../../src/shared/og-image';
import type { Attack } from './flood-memory';
import { PRODUCTION_ENV } from './production-env';

/** The demo shopper the seed makes (see the README). */
const DEMO_SHOPPER = { email: 'demo@example.in', password: 'shopper123' };

interface Listed {
  _id: string;
  slug: string;
  sellerId: string;
  discountedPrice: number;
}

/** Every product of the catalogue, page by page, as the listing answers them. */
async function allProducts(origin: string): Promise<Listed[]> {
  const products: Listed[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${origin}/api/home/query-products?pageNumber=${page}`);
    if (!answer.ok) throw new Error(`query-products page ${page}: ${answer.status}`);
    const listed = (await answer.json()) as { products: Listed[]; totalProduct: number };
    products.push(...listed.products);
    if (listed.products.length === 0 || products.length >= listed.totalProduct) return products;
  }
}

async function json<T>(answer: Promise<Response>, what: string): Promise<T> {
  const settled = await answer;
  if (!settled.ok) throw new Error(`${what}: ${settled.status} ${await settled.text()}`);
  return (await settled.json()) as T;
}

/**
 * Signs the demo shopper in, buys one product now to their saved address and pays for it
 * through the sandbox provider's signed webhook (the server runs with PRODUCTION_ENV's secret):
 * the shopper's token and the paid order's number.
 */
async function demoShopperWithPaidOrder(
  origin: string,
  product: Listed,
): Promise<{ token: string; orderId: string }> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const { token } = await json<{ token: string }>(
    post('/api/customer/customer-login', DEMO_SHOPPER),
    'sign in as the demo shopper',
  );
  const bearer = { authorization: `Bearer ${token}` };
  const { addresses } = await json<{ addresses: { _id: string }[] }>(
    fetch(`${origin}/api/home/customer/get_all_address_web`, { headers: bearer }),
    "the demo shopper's addresses",
  );
  const { data } = await json<{
    data: { product: { variations: { _id: string; stock: number; size: string | null }[] } };
  }>(fetch(`${origin}/api/home/get-product/${product.slug}`), 'product detail');
  const variation = data.product.variations.find((v) => v.stock > 0);
  if (!addresses[0] || !variation) throw new Error('the demo shopper cannot buy this product');
  const { orderId, totalAmount } = await json<{ orderId: string; totalAmount: number }>(
    post(
      '/api/order/create',
      {
        productId: product._id,
        sellerId: product.sellerId,
        quantity: 1,
        variationId: variation._id,
        size: variation.size,
        addressId: addresses[0]._id,
      },
      bearer,
    ),
    'buy now',
  );
  const event = JSON.stringify({
    eventId: `evt_bench_invoice_${Date.now()}`,
    orderId,
    status: 'paid',
    amount: totalAmount,
    method: 'upi',
  });
  const signature = createHmac('sha256', PRODUCTION_ENV.PAYMENT_WEBHOOK_SECRET)
    .update(event)
    .digest('hex');
  await json(post('/api/payment/webhook', event, { 'x-signature': signature }), 'pay by webhook');
  return { token, orderId };
}

/**
 * Issue 40's expensive drawings: four connections walking the link-preview cards of every
 * product (each card asked as a shared link names it, one product after another), and four
 * connections of the demo shopper loading the invoice of one paid order. The server must run
 * with PRODUCTION_ENV's webhook secret, so the order can be paid.
 */
export async function renderAttacks(origin: string): Promise<Attack[]> {
  const products = await allProducts(origin);
  if (products.length === 0) throw new Error('the catalogue is empty');
  const previews = products.map((p) => ogImagePath(p.slug, p.discountedPrice));
  const { token, orderId } = await demoShopperWithPaidOrder(origin, products[0]!);
  let next = 0;
  return [
    {
      name: `4 connections walking the link previews of every product (${previews.length})`,
      run: (duration) =>
        Promise.all([
          autocannon({
            url: origin,
            connections: 4,
            duration,
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  path: previews[next++ % previews.length]!,
                }),
              },
            ],
          }),
        ]),
    },
    {
      name: '4 connections of one shopper loading the invoice of a paid order',
      run: (duration) =>
        Promise.all([
          autocannon({
            url: `${origin}/api/generate-invoice/${orderId}`,
            connections: 4,
            duration,
            headers: { authorization: `Bearer ${token}` },
          }),
        ]),
    },
  ];
}

/**
 * Milliseconds from asking to the last byte of a link-preview card never drawn before, the
 * median over `samples` products taken from the end of the catalogue (call it before the walk,
 * which draws them all). On an idle server this is the cost of one drawing.
 */
export async function previewDrawMs(origin: string, samples = 5): Promise<number> {
  const products = (await allProducts(origin)).slice(-samples);
  const times: number[] = [];
  for (const p of products) {
    const started = performance.now();
    const answer = await fetch(`${origin}${ogImagePath(p.slug, p.discountedPrice)}`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`link preview of ${p.slug}: ${answer.status}`);
    times.push(performance.now() - started);
  }
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}
