import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { orderOverTheCap } from './flood-cod';
import { registerShopper, type Attack } from './flood-memory';

/**
 * FLOOD_ONLY=aftersale: one signed-in shopper asks, again and again, to return units of an
 * order of its own that was never delivered (each ask locks the order and runs every check
 * before it is refused), to return and to cancel made-up or another shopper's orders (404), and
 * reads its order's returns. On 4 connections like the control, each request from an address of
 * its own. Nothing may be booked, refunded or changed.
 */
const benchAddress = (n: number) => `198.18.${128 + ((n >> 8) & 127)}.${n & 255}`;
let sent = 0;

interface ReturnPart {
  sellerId: string;
  items: { orderItemId: string }[];
}

async function partsOf(origin: string, token: string, orderId: string): Promise<ReturnPart[]> {
  const answer = await fetch(`${origin}/api/order/return/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`returns of ${orderId}: ${answer.status}`);
  return ((await answer.json()) as { parts: ReturnPart[] }).parts;
}

const madeUp = () => `OD${Math.floor(Math.random() * 1e17)}`;

export async function aftersaleAttacks(origin: string): Promise<Attack[]> {
  const shopper = await registerShopper(origin, 60);
  const other = await registerShopper(origin, 61);
  const own = await orderOverTheCap(origin, shopper.token, shopper.id);
  const theirs = await orderOverTheCap(origin, other.token, other.id);
  const [part] = await partsOf(origin, shopper.token, own);
  const headers = (request: autocannon.Request) => ({
    ...request.headers,
    'content-type': 'application/json',
    authorization: `Bearer ${shopper.token}`,
    'x-forwarded-for': benchAddress(++sent),
  });
  const returnOf = (orderId: string) =>
    JSON.stringify({
      orderId,
      sellerId: part!.sellerId,
      kind: 'return',
      reason: 'damaged',
      items: [{ orderItemId: part!.items[0]?.orderItemId ?? randomUUID(), units: 1 }],
      pickupDay: new Date().toISOString().slice(0, 10),
    });
  const asks = [
    () => ({ method: 'POST' as const, path: '/api/order/return', body: returnOf(own) }),
    () => ({ method: 'POST' as const, path: '/api/order/return', body: returnOf(madeUp()) }),
    () => ({
      method: 'POST' as const,
      path: '/api/order/cancel',
      body: JSON.stringify({ orderId: Math.random() < 0.5 ? theirs : madeUp(), reason: 'other' }),
    }),
    () => ({ method: 'GET' as const, path: `/api/order/return/${own}`, body: undefined }),
  ];
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        ...asks[Math.floor(Math.random() * asks.length)]!(),
        headers: headers(request),
      }),
    },
  ];
  return [
    {
      name: 'aftersale: 4 connections of one shopper asking returns and cancels it may not have',
      run: (duration) =>
        Promise.all([autocannon({ url: origin, connections: 4, duration, requests })]),
    },
  ];
}
