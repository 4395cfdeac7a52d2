import autocannon from 'autocannon';
import { registerShopper, type Attack } from './flood-memory';

/**
 * FLOOD_ONLY=cod: one signed-in shopper asks again and again to pay on delivery: for an order of
 * its own that cash on delivery refuses (over the cap: every ask runs the whole check, PIN,
 * sellers, items, refusals, under the order's lock), and for made-up order numbers. On 4
 * connections like the control, each request from an address of its own.
 */
const benchAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
let sent = 0;

async function json<T>(answer: Response): Promise<T> {
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** An unpaid order over the COD cap, of the shopper's, to a saved address. */
export async function orderOverTheCap(
  origin: string,
  token: string,
  userId: string,
): Promise<string> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const { address } = await json<{ address: { _id: string } }>(
    await fetch(`${origin}/api/home/customer/web_add_address`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Flood Shopper',
        address: '9 Marine Drive',
        phonenumber: '9876543210',
        alternatephonenumber: '9123456780',
        pincode: '400020',
        state: 'Maharashtra',
        cityDistTown: 'Mumbai',
        landmark: 'Near Churchgate',
        locality: 'Churchgate',
        typeOfAddress: 'Home',
        userId,
      }),
    }),
  );
  const { products } = await json<{ products: { slug: string; stock: number }[] }>(
    await fetch(`${origin}/api/home/query-products?category=electronics&sortPrice=high-to-low`),
  );
  const slug = products.find((p) => p.stock > 0)!.slug;
  const { data } = await json<{
    data: {
      product: { _id: string; sellerId: string; variations: { _id: string; stock: number }[] };
    };
  }>(await fetch(`${origin}/api/home/get-product/${slug}`));
  const variation = data.product.variations.find((v) => v.stock > 0);
  const { orderId } = await json<{ orderId: string }>(
    await fetch(`${origin}/api/order/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        productId: data.product._id,
        sellerId: data.product.sellerId,
        quantity: 1,
        variationId: variation?._id ?? null,
        addressId: address._id,
      }),
    }),
  );
  return orderId;
}

export async function codAttacks(origin: string): Promise<Attack[]> {
  const shopper = await registerShopper(origin, 59);
  const own = await orderOverTheCap(origin, shopper.token, shopper.id);
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        method: 'POST' as const,
        path: '/api/payment/cash-on-delivery',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${shopper.token}`,
          'x-forwarded-for': benchAddress(++sent),
        },
        body: JSON.stringify({
          orderId: Math.random() < 0.5 ? own : `OD${Math.floor(Math.random() * 1e17)}`,
        }),
      }),
    },
  ];
  return [
    {
      name: 'cod: 4 connections of one shopper asking cash on delivery, refused or made up',
      run: (duration) =>
        Promise.all([autocannon({ url: origin, connections: 4, duration, requests })]),
    },
  ];
}
