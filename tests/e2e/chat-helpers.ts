import { expect, type APIRequestContext, type Page } from './fixtures';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '../../src/shared/api/chat';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/shared/socket-events';
import { slugify } from '../../src/shared/rules/text';

/** The seeded sellers' chat password (README, "Chat with sellers"). */
const SELLER_DEMO_PASSWORD = 'seller-demo-2026';

export type CatalogueSeller = { sellerId: string; shopName: string; slug: string };

/** n different sellers of the live catalogue, each with one of its products. */
export async function catalogueSellers(
  request: APIRequestContext,
  n: number,
): Promise<CatalogueSeller[]> {
  const found = new Map<string, CatalogueSeller>();
  for (const category of ['women', 'men', 'home-kitchen', 'electronics', 'beauty', 'footwear']) {
    const res = await request.get(`/api/home/query-products?category=${category}`);
    for (const p of (
      (await res.json()) as { products: { sellerId: string; shopName: string; slug: string }[] }
    ).products) {
      if (!found.has(p.sellerId))
        found.set(p.sellerId, { sellerId: p.sellerId, shopName: p.shopName, slug: p.slug });
    }
    if (found.size >= n) break;
  }
  expect(found.size, 'sellers in the catalogue').toBeGreaterThanOrEqual(n);
  return [...found.values()].slice(0, n);
}

/**
 * A seller on its socket, as the seller's own app would be: signs in with the demo password,
 * connects with `auth: { token }`, keeps every `customer_message` and answers with
 * `send_seller_message`. The socket runs in Node, so a page's setOffline does not touch it.
 */
export class SellerSocket {
  readonly received: ChatMessage[] = [];
  private constructor(
    private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>,
    /** The seller's chat token (also opens the pictures of its conversations). */
    readonly token: string,
  ) {
    socket.on('customer_message', (m) => this.received.push(m));
  }

  static async connect(
    request: APIRequestContext,
    baseURL: string,
    shopName: string,
  ): Promise<SellerSocket> {
    const login = await request.post('/api/chat/seller/login', {
      data: { email: `${slugify(shopName)}@sellers.example.in`, password: SELLER_DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // The server listens on 127.0.0.1; Node may resolve "localhost" to ::1 first.
    const url = baseURL.replace('localhost', '127.0.0.1');
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return new SellerSocket(socket, token);
  }

  /** The customer messages received with this text (poll it: delivery is live, not instant). */
  withText(text: string): ChatMessage[] {
    return this.received.filter((m) => m.message === text);
  }

  async answer(customerId: string, text: string): Promise<ChatMessage> {
    const ack = await this.socket
      .timeout(10_000)
      .emitWithAck('send_seller_message', { receverId: customerId, text });
    if (!('ok' in ack)) throw new Error(`send_seller_message refused: ${ack.error}`);
    return ack.message;
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** The signed-in shopper's token and id (see helpers.ts signIn). */
export async function shopper(page: Page): Promise<{ token: string; id: string }> {
  const token = await page.evaluate(() => localStorage.getItem('customerToken')!);
  const me = await page.request.get('/api/customer/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: ((await me.json()) as { user: { id: string } }).user.id };
}

/** The conversation as the server holds it (opening it through the API, as the screen does). */
export async function threadByApi(
  page: Page,
  who: { token: string; id: string },
  sellerId: string,
): Promise<ChatMessage[]> {
  const res = await page.request.post('/api/chat/customer/add-customer-friend', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { userId: who.id, sellerId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: ChatMessage[] }).messages;
}

/** A real PNG drawn by the page's canvas (a coloured band), as bytes. */
export async function drawnPng(page: Page, width = 160, height = 120): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#0f766e';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#fbbf24';
      g.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
